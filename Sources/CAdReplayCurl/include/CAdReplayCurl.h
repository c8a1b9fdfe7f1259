#ifndef CADREPLAYCURL_H
#define CADREPLAYCURL_H

#include <stddef.h>

/// One HTTP request through libcurl's easy interface, synchronously, on the calling thread.
///
/// Why not URLSession: Foundation on Linux hands each decoded piece of a body to its delegate on
/// another queue and never pauses libcurl, so a body of a few KiB that inflates to gigabytes is
/// decoded far ahead of any bound a delegate keeps. Here the body callback runs inside libcurl's
/// own write step: returning 0 stops the transfer before the next piece is decoded.
///
/// libcurl is the one Foundation already loads (libcurl.so.4), found with dlopen, so no curl
/// headers or link flags are needed. Redirects are not followed; libcurl undoes any content
/// coding it supports (the decoded pieces reach `on_body`).

/// The outcome of ``adreplay_curl_perform``.
typedef enum {
    adreplay_curl_ok = 0,
    /// libcurl could not be loaded or set up.
    adreplay_curl_unavailable,
    /// The URL or the method was refused before anything was sent.
    adreplay_curl_bad_request,
    adreplay_curl_cannot_connect,
    adreplay_curl_timed_out,
    /// A callback returned a count other than the one it was given.
    adreplay_curl_stopped,
    /// The connection ended early or the answer could not be read.
    adreplay_curl_connection_lost,
    adreplay_curl_bad_response,
    /// The server answered with something that is not an HTTP/1.x answer (an HTTP/0.9 body with
    /// no status line, another protocol's greeting).
    adreplay_curl_not_http,
    /// A body the server framed or encoded wrongly (a malformed chunk, a Content-Encoding whose
    /// bytes do not decode): the server's fault, as an answer that is not HTTP is.
    adreplay_curl_malformed_body,
} adreplay_curl_result;

/// Called with one header line of the answer (the status line first, interim answers too), or one
/// piece of the decoded body; returns `length` to go on, anything else to stop.
typedef size_t (*adreplay_curl_callback)(void *context, const char *data, size_t length);

/// Sends `method` `url` with `header_count` header lines ("Name: value"), and `body` when
/// `body_length` > 0, waiting at most `timeout_ms` for the whole answer, through `proxy` (a
/// proxy URL, or "" for a direct connection: libcurl's own reading of the proxy variables and
/// `no_proxy` is switched off, so the caller's choice is the one made).
adreplay_curl_result adreplay_curl_perform(const char *url, const char *method,
                                           const char *const *headers, size_t header_count,
                                           const void *body, size_t body_length, long timeout_ms,
                                           const char *proxy,
                                           void *context, adreplay_curl_callback on_header,
                                           adreplay_curl_callback on_body);

#endif
