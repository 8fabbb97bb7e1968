#ifndef GLASSKIT_CTURBOJPEG_SHIM_H
#define GLASSKIT_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
