#ifndef TERMUI_CV4L2_H
#define TERMUI_CV4L2_H
#include <fcntl.h>
#include <linux/videodev2.h>
#include <libv4l2.h>
#include <sys/mman.h>

// Swift imports neither variadic functions nor the function-like _IOWR macros
// the ioctl request numbers are made of: these spell them out.
#include <sys/ioctl.h>

// The device is opened and asked what it is with plain calls first: libv4l2
// prints to stderr (the terminal) when handed something that is not a camera.
static inline int termui_open_device(const char *path) {
    return open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
}
static inline int termui_ioctl(int fd, unsigned long request, void *argument) {
    return ioctl(fd, request, argument);
}
// The camera's reading thread names itself (top -H, gdb); Linux keeps 15 bytes.
#include <sys/prctl.h>
static inline int termui_name_this_thread(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}

static inline unsigned long termui_vidioc_querycap(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long termui_vidioc_s_fmt(void) { return VIDIOC_S_FMT; }
static inline unsigned long termui_vidioc_reqbufs(void) { return VIDIOC_REQBUFS; }
static inline unsigned long termui_vidioc_querybuf(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long termui_vidioc_qbuf(void) { return VIDIOC_QBUF; }
static inline unsigned long termui_vidioc_dqbuf(void) { return VIDIOC_DQBUF; }
static inline unsigned long termui_vidioc_streamon(void) { return VIDIOC_STREAMON; }
static inline unsigned long termui_vidioc_streamoff(void) { return VIDIOC_STREAMOFF; }
static inline void *termui_map_failed(void) { return MAP_FAILED; }

// libv4l2 is opened when the first camera is (CLazyLibrary), not when the
// program starts: a program that never opens a camera maps none of it nor
// libv4lconvert and libjpeg. ScannerKit calls `termui_v4l2_load()` first, and
// the other functions only after it said the library is there. Each
// `termui_v4l2_X` is libv4l2's `v4l2_X` (ioctl with one argument).

/// Opens libv4l2 once; NULL when it is there, or why it is not.
const char *termui_v4l2_load(void);

int termui_v4l2_fd_open(int fd, int flags);
int termui_v4l2_close(int fd);
int termui_v4l2_ioctl(int fd, unsigned long request, void *argument);
void *termui_v4l2_mmap(void *start, size_t length, int prot, int flags, int fd, int64_t offset);
int termui_v4l2_munmap(void *start, size_t length);
#endif
