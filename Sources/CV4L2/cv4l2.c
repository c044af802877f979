#include "cv4l2.h"

#include "lazy_library.h"

/// libv4l2's functions, filled by dlsym in the order of `symbols` (each typed
/// as libv4l2.h declares it).
static struct {
    __typeof__(v4l2_fd_open) *fd_open;
    __typeof__(v4l2_close) *close;
    __typeof__(v4l2_ioctl) *ioctl;
    __typeof__(v4l2_mmap) *mmap;
    __typeof__(v4l2_munmap) *munmap;
} functions;
_Static_assert(sizeof functions == 5 * sizeof(void *), "one pointer per symbol");

static const char *const symbols[] = {"v4l2_fd_open", "v4l2_close", "v4l2_ioctl", "v4l2_mmap", "v4l2_munmap", NULL};

static termui_lazy_library library = {"libv4l2.so.0", symbols, (void **)&functions, PTHREAD_MUTEX_INITIALIZER, 0, ""};

const char *termui_v4l2_load(void) { return termui_lazy_library_load(&library); }

int termui_v4l2_fd_open(int fd, int flags) { return functions.fd_open(fd, flags); }
int termui_v4l2_close(int fd) { return functions.close(fd); }
int termui_v4l2_ioctl(int fd, unsigned long request, void *argument) { return functions.ioctl(fd, request, argument); }
void *termui_v4l2_mmap(void *start, size_t length, int prot, int flags, int fd, int64_t offset) {
    return functions.mmap(start, length, prot, flags, fd, offset);
}
int termui_v4l2_munmap(void *start, size_t length) { return functions.munmap(start, length); }
