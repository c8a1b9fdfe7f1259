#include "CAdReplayCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

// libcurl's ABI, by value: its option numbers (type base + number), info and result codes.
enum {
    option_long = 0, option_pointer = 10000, option_function = 20000, option_offset = 30000,
    CURLOPT_WRITEDATA = option_pointer + 1,
    CURLOPT_URL = option_pointer + 2,
    CURLOPT_PROXY = option_pointer + 4,
    CURLOPT_ERRORBUFFER = option_pointer + 10,
    CURLOPT_POSTFIELDS = option_pointer + 15,
    CURLOPT_HTTPHEADER = option_pointer + 23,
    CURLOPT_HEADERDATA = option_pointer + 29,
    CURLOPT_CUSTOMREQUEST = option_pointer + 36,
    CURLOPT_ACCEPT_ENCODING = option_pointer + 102,
    CURLOPT_NOPROXY = option_pointer + 177,
    CURLOPT_WRITEFUNCTION = option_function + 11,
    CURLOPT_HEADERFUNCTION = option_function + 79,
    CURLOPT_POSTFIELDSIZE_LARGE = option_offset + 120,
    CURLOPT_NOBODY = option_long + 44,
    CURLOPT_FOLLOWLOCATION = option_long + 52,
    CURLOPT_NOSIGNAL = option_long + 99,
    CURLOPT_TIMEOUT_MS = option_long + 155,
    CURLOPT_HTTP_CONTENT_DECODING = option_long + 158,
    CURLOPT_PROTOCOLS = option_long + 181,
    CURLPROTO_HTTP = 1, CURLPROTO_HTTPS = 2,
    CURL_GLOBAL_ALL = 3,
};
enum {
    CURLE_OK = 0, CURLE_UNSUPPORTED_PROTOCOL = 1, CURLE_URL_MALFORMAT = 3, CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_WEIRD_SERVER_REPLY = 8,
    CURLE_COULDNT_RESOLVE_HOST = 6, CURLE_COULDNT_CONNECT = 7, CURLE_PARTIAL_FILE = 18, CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28, CURLE_ABORTED_BY_CALLBACK = 42, CURLE_GOT_NOTHING = 52, CURLE_SEND_ERROR = 55,
    CURLE_RECV_ERROR = 56, CURLE_BAD_CONTENT_ENCODING = 61,
    CURL_ERROR_SIZE = 256,
};

typedef void curl_handle;
struct curl_list;
static struct {
    int (*global_init)(long flags);
    curl_handle *(*easy_init)(void);
    // As libcurl declares it: variadic, the option's value after its number.
    int (*setopt)(curl_handle *, int, ...);
    int (*perform)(curl_handle *);
    void (*cleanup)(curl_handle *);
    struct curl_list *(*list_append)(struct curl_list *, const char *);
    void (*list_free)(struct curl_list *);
    int loaded;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD);
    if (!library) library = dlopen("libcurl.so.4", RTLD_NOW);
    if (!library) library = dlopen("libcurl.so", RTLD_NOW);
    if (!library) return;
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.list_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.list_free = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.setopt || !curl.perform || !curl.cleanup
        || !curl.list_append || !curl.list_free) return;
    curl.loaded = curl.global_init(CURL_GLOBAL_ALL) == CURLE_OK;
}

typedef struct {
    void *context;
    adreplay_curl_callback callback;
} sink;

// libcurl's write and header callbacks: (pointer, size, count, user data).
static size_t deliver(char *data, size_t size, size_t count, void *user) {
    const sink *to = user;
    size_t length = size * count;
    return to->callback(to->context, data, length);
}

static adreplay_curl_result result(int code) {
    switch (code) {
    case CURLE_OK: return adreplay_curl_ok;
    // The URL's scheme is http or https (CURLOPT_PROTOCOLS, and the caller checks it first): an
    // unsupported protocol is then the answer's, HTTP/0.9, which libcurl refuses.
    case CURLE_UNSUPPORTED_PROTOCOL: case CURLE_WEIRD_SERVER_REPLY: return adreplay_curl_not_http;
    case CURLE_URL_MALFORMAT: return adreplay_curl_bad_request;
    case CURLE_COULDNT_RESOLVE_PROXY: case CURLE_COULDNT_RESOLVE_HOST: case CURLE_COULDNT_CONNECT: return adreplay_curl_cannot_connect;
    case CURLE_OPERATION_TIMEDOUT: return adreplay_curl_timed_out;
    case CURLE_WRITE_ERROR: case CURLE_ABORTED_BY_CALLBACK: return adreplay_curl_stopped;
    case CURLE_BAD_CONTENT_ENCODING: return adreplay_curl_malformed_body;
    case CURLE_PARTIAL_FILE: case CURLE_GOT_NOTHING: case CURLE_SEND_ERROR: case CURLE_RECV_ERROR: return adreplay_curl_connection_lost;
    default: return adreplay_curl_bad_response;
    }
}

adreplay_curl_result adreplay_curl_perform(const char *url, const char *method,
                                           const char *const *headers, size_t header_count,
                                           const void *body, size_t body_length, long timeout_ms,
                                           const char *proxy,
                                           void *context, adreplay_curl_callback on_header,
                                           adreplay_curl_callback on_body) {
    pthread_once(&load_once, load);
    if (!curl.loaded) return adreplay_curl_unavailable;
    curl_handle *handle = curl.easy_init();
    if (!handle) return adreplay_curl_unavailable;
    struct curl_list *list = NULL;
    for (size_t index = 0; index < header_count; index++) {
        struct curl_list *longer = curl.list_append(list, headers[index]);
        if (!longer) {
            curl.list_free(list);
            curl.cleanup(handle);
            return adreplay_curl_unavailable;
        }
        list = longer;
    }
    sink header_sink = {context, on_header}, body_sink = {context, on_body};
    size_t (*deliver_function)(char *, size_t, size_t, void *) = deliver;
    int failed = 0;
    failed |= curl.setopt(handle, CURLOPT_URL, url);
    failed |= curl.setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    failed |= curl.setopt(handle, CURLOPT_CUSTOMREQUEST, method);
    // The caller's proxy, "" for none; an empty exception list, so that `no_proxy` is not read either.
    failed |= curl.setopt(handle, CURLOPT_PROXY, proxy ? proxy : "");
    failed |= curl.setopt(handle, CURLOPT_NOPROXY, "");
    failed |= curl.setopt(handle, CURLOPT_NOSIGNAL, 1L);
    failed |= curl.setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    failed |= curl.setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms > 0 ? timeout_ms : 1L);
    // As Foundation asks: every coding libcurl can undo, undone before the body callback.
    failed |= curl.setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    failed |= curl.setopt(handle, CURLOPT_HTTP_CONTENT_DECODING, 1L);
    failed |= curl.setopt(handle, CURLOPT_HTTPHEADER, list);
    failed |= curl.setopt(handle, CURLOPT_HEADERFUNCTION, deliver_function);
    failed |= curl.setopt(handle, CURLOPT_HEADERDATA, &header_sink);
    failed |= curl.setopt(handle, CURLOPT_WRITEFUNCTION, deliver_function);
    failed |= curl.setopt(handle, CURLOPT_WRITEDATA, &body_sink);
    if (body_length > 0) {
        failed |= curl.setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (int64_t)body_length);
        failed |= curl.setopt(handle, CURLOPT_POSTFIELDS, body);
    } else if (strcmp(method, "HEAD") == 0) {
        failed |= curl.setopt(handle, CURLOPT_NOBODY, 1L);
    }
    char message[CURL_ERROR_SIZE] = {0};
    failed |= curl.setopt(handle, CURLOPT_ERRORBUFFER, message);
    adreplay_curl_result outcome = adreplay_curl_bad_request;
    if (!failed) {
        int code = curl.perform(handle);
        outcome = result(code);
        // A receive error is a lost connection, unless libcurl's message says the chunked framing
        // itself was wrong ("Illegal or missing hexadecimal sequence in chunked-encoding",
        // "Malformed encoding found in chunked-encoding"): that is what the server sent.
        if (code == CURLE_RECV_ERROR && strstr(message, "chunked-encoding") != NULL) outcome = adreplay_curl_malformed_body;
    }
    curl.cleanup(handle);
    curl.list_free(list);
    return outcome;
}
