#include <pango/pangocairo.h>
#include <hb-ot.h>
#include <hb-aat.h>
