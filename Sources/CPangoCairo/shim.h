#include <pango/pangocairo.h>
#include <hb-ot.h>
#include <hb-aat.h>

/* From <pango/pangofc-fontmap.h> (libpangoft2), declared without
   fontconfig's header so that FcConfig stays OpenCoreGraphics' type: the
   font maps of pangocairo are PangoFcFontMaps. */
void pango_fc_font_map_config_changed(void *fcfontmap);
void *pango_fc_font_map_get_config(void *fcfontmap);
