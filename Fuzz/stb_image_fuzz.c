// stb_image compiled into the image-file fuzzer with AddressSanitizer and
// libFuzzer's coverage (`make fuzz`, Scripts/fuzz.sh). Debian's libstb.so,
// which ScannerKit links everywhere else, is not instrumented: a read past a
// buffer inside it would go unseen. Linked as an object into that one
// executable, these definitions take the place of the shared library's.
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
