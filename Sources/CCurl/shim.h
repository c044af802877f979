#ifndef TERMUI_CCURL_SHIM_H
#define TERMUI_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_share_setopt are variadic, which
// Swift cannot call: one typed wrapper for each kind of argument the loader passes.

static inline CURLcode termui_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode termui_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode termui_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode termui_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

typedef size_t (*termui_data_callback)(char *data, size_t size, size_t count, void *user);

static inline CURLcode termui_easy_setopt_data_callback(
    CURL *handle, CURLoption option, termui_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode termui_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode termui_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode termui_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLSHcode termui_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}

static inline CURLMcode termui_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

// CURL_WRITEFUNC_PAUSE and CURLPAUSE_CONT are macros of expressions Swift does not import.
static const size_t termui_writefunc_pause = CURL_WRITEFUNC_PAUSE;
static const int termui_pause_cont = CURLPAUSE_CONT;
#endif
