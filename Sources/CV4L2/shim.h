#ifndef TERMUI_CV4L2_SHIM_H
#define TERMUI_CV4L2_SHIM_H
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
static inline int termui_v4l2_ioctl(int fd, unsigned long request, void *argument) {
    return v4l2_ioctl(fd, request, argument);
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
#endif
