#ifndef TERMUI_CCURL_H
#define TERMUI_CCURL_H
#include <curl/curl.h>

// libcurl is opened on the first load from the network (CLazyLibrary), not
// when the program starts: a program that never loads a page maps none of it
// nor the 30 libraries it depends on. WebLoaderKit calls `termui_curl_load()`
// first, and the other functions only after it said the library is there.

/// Opens libcurl once; NULL when it is there, or why it is not.
const char *termui_curl_load(void);

typedef size_t (*termui_data_callback)(char *data, size_t size, size_t count, void *user);

// curl_easy_setopt, curl_easy_getinfo and curl_share_setopt are variadic, which
// Swift cannot call: one typed wrapper for each kind of argument the loader passes.
CURLcode termui_curl_global_init(long flags);
CURL *termui_curl_easy_init(void);
void termui_curl_easy_cleanup(CURL *handle);
const char *termui_curl_easy_strerror(CURLcode code);
CURLcode termui_curl_easy_pause(CURL *handle, int mask);
CURLM *termui_curl_multi_init(void);
CURLMcode termui_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode termui_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode termui_curl_multi_perform(CURLM *multi, int *running);
CURLMcode termui_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count,
                                               int timeout, int *ready);
CURLMcode termui_curl_multi_wakeup(CURLM *multi);
CURLMsg *termui_curl_multi_info_read(CURLM *multi, int *left);
CURLSH *termui_curl_share_init(void);
CURLcode termui_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode termui_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode termui_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode termui_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value);
CURLcode termui_easy_setopt_data_callback(
    CURL *handle, CURLoption option, termui_data_callback callback);
CURLcode termui_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode termui_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode termui_easy_getinfo_string(CURL *handle, CURLINFO info, char **value);
CURLSHcode termui_share_setopt_long(CURLSH *share, CURLSHoption option, long value);
CURLMcode termui_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

/// Makes `handle` open its sockets close-on-exec (CURLOPT_OPENSOCKETFUNCTION).
/// libcurl 7.88 opens them without FD_CLOEXEC, so any program the process starts
/// meanwhile (a link opened with xdg-open, a test's child) inherits the live
/// connection: closing it here then ends nothing, and the server goes on sending.
CURLcode termui_easy_open_sockets_close_on_exec(CURL *handle);

// CURL_WRITEFUNC_PAUSE and CURLPAUSE_CONT are macros of expressions Swift does not import.
static const size_t termui_writefunc_pause = CURL_WRITEFUNC_PAUSE;
static const int termui_pause_cont = CURLPAUSE_CONT;
#endif
