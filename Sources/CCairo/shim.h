#ifndef GLASSKIT_CCAIRO_SHIM_H
#define GLASSKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#endif
