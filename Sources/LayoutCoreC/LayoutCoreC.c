// LayoutCoreC declares types only (include/LayoutCoreC.h); a C target needs one source file.
#include "LayoutCoreC.h"
