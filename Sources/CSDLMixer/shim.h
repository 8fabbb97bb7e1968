#ifndef GLASSKIT_CSDLMIXER_SHIM_H
#define GLASSKIT_CSDLMIXER_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
#endif
