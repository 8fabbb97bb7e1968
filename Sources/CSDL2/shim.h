#ifndef GLASSKIT_CSDL2_SHIM_H
#define GLASSKIT_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#endif
