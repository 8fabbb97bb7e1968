#ifndef GLASSKIT_CCAIRO_SHIM_H
#define GLASSKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
