#define _GNU_SOURCE
#include "ccurl.h"

#include <sys/socket.h>

#include "lazy_library.h"

typedef struct {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_easy_pause) *easy_pause;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_wakeup) *multi_wakeup;
    __typeof__(curl_multi_info_read) *multi_info_read;
    __typeof__(curl_multi_setopt) *multi_setopt;
    __typeof__(curl_share_init) *share_init;
    __typeof__(curl_share_setopt) *share_setopt;
} termui_curl_functions;

static termui_curl_functions termui_curl;
_Static_assert(sizeof(termui_curl_functions) == 17 * sizeof(void *), "one pointer per symbol");



static const char *const termui_curl_symbols[] = {
    "curl_global_init", "curl_easy_init", "curl_easy_cleanup", "curl_easy_setopt", "curl_easy_getinfo",
    "curl_easy_strerror", "curl_easy_pause", "curl_multi_init", "curl_multi_add_handle",
    "curl_multi_remove_handle", "curl_multi_perform", "curl_multi_poll", "curl_multi_wakeup",
    "curl_multi_info_read", "curl_multi_setopt", "curl_share_init", "curl_share_setopt", NULL};

static termui_lazy_library termui_curl_library = {
    "libcurl.so.4", termui_curl_symbols, (void **)&termui_curl, PTHREAD_MUTEX_INITIALIZER, 0, ""};

const char *termui_curl_load(void) { return termui_lazy_library_load(&termui_curl_library); }

CURLcode termui_curl_global_init(long flags) { return termui_curl.global_init(flags); }

CURL *termui_curl_easy_init(void) { return termui_curl.easy_init(); }

void termui_curl_easy_cleanup(CURL *handle) { termui_curl.easy_cleanup(handle); }

const char *termui_curl_easy_strerror(CURLcode code) { return termui_curl.easy_strerror(code); }

CURLcode termui_curl_easy_pause(CURL *handle, int mask) { return termui_curl.easy_pause(handle, mask); }

CURLM *termui_curl_multi_init(void) { return termui_curl.multi_init(); }

CURLMcode termui_curl_multi_add_handle(CURLM *multi, CURL *handle) {
    return termui_curl.multi_add_handle(multi, handle);
}

CURLMcode termui_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return termui_curl.multi_remove_handle(multi, handle);
}

CURLMcode termui_curl_multi_perform(CURLM *multi, int *running) {
    return termui_curl.multi_perform(multi, running);
}

CURLMcode termui_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count,
                                               int timeout, int *ready) {
    return termui_curl.multi_poll(multi, extra, count, timeout, ready);
}

CURLMcode termui_curl_multi_wakeup(CURLM *multi) { return termui_curl.multi_wakeup(multi); }

CURLMsg *termui_curl_multi_info_read(CURLM *multi, int *left) {
    return termui_curl.multi_info_read(multi, left);
}

CURLSH *termui_curl_share_init(void) { return termui_curl.share_init(); }

CURLcode termui_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return termui_curl.easy_setopt(handle, option, value);
}

CURLcode termui_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return termui_curl.easy_setopt(handle, option, value);
}

CURLcode termui_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return termui_curl.easy_setopt(handle, option, value);
}

CURLcode termui_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return termui_curl.easy_setopt(handle, option, value);
}

CURLcode termui_easy_setopt_data_callback(
    CURL *handle, CURLoption option, termui_data_callback callback) {
    return termui_curl.easy_setopt(handle, option, callback);
}

CURLcode termui_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return termui_curl.easy_getinfo(handle, info, value);
}

CURLcode termui_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value) {
    return termui_curl.easy_getinfo(handle, info, value);
}

CURLcode termui_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return termui_curl.easy_getinfo(handle, info, value);
}

CURLSHcode termui_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return termui_curl.share_setopt(share, option, value);
}

CURLMcode termui_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return termui_curl.multi_setopt(multi, option, value);
}

static curl_socket_t termui_open_socket_close_on_exec(
    void *user, curlsocktype purpose, struct curl_sockaddr *address) {
    (void)user;
    (void)purpose;
    // SOCK_CLOEXEC in the same call: no moment when a fork elsewhere could inherit it.
    int descriptor = socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
    return descriptor < 0 ? CURL_SOCKET_BAD : descriptor;
}

CURLcode termui_easy_open_sockets_close_on_exec(CURL *handle) {
    return termui_curl.easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, termui_open_socket_close_on_exec);
}
