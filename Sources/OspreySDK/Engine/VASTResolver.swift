import AdWorldHTTP
import Foundation

/// Follows a VAST document's wrappers to its InLine, fetching each tag URI through the seam.
///
/// At most ``OspreySDK/maxWrapperDepth`` wrappers: one more, or a tag URI already fetched in the
/// chain, is error 302. A tag URI that fails or does not answer within
/// ``OspreySDK/wrapperTimeout`` is 301, a document that does not parse 100 or 101, no ad 303, an
/// InLine without a linear creative 400. On any of them every `Error` URL seen along the chain
/// is fired once with `[ERRORCODE]` replaced, and the load fails.
struct VASTResolver {
    let context: OspreyContext
    let macros: TrackerMacros

    /// Resolves `document`, the bid's VAST, requested at `requestedAt`.
    func resolve(_ document: VASTDocument, requestedAt: Int, completion: @escaping (Result<VASTChain, OspreyError>) -> Void) {
        step(document, wrappers: [], fetched: [], requestedAt: requestedAt, completion: completion)
    }

    private func step(_ document: VASTDocument, wrappers: [VASTWrapper], fetched: Set<String>, requestedAt: Int,
                      completion: @escaping (Result<VASTChain, OspreyError>) -> Void) {
        let seen = wrappers.flatMap(\.errors)
        switch document.ads.first {
        case nil:
            context.log("The VAST has no ad\(wrappers.isEmpty ? "" : " after \(wrappers.count) wrapper(s)").")
            fail(.noAdAfterWrapper, urls: seen + document.errors, .noFill, completion)
        case .inLine(let inLine):
            guard let linear = inLine.linear, linear.duration != nil else {
                context.log("The VAST InLine has no linear creative with a duration.")
                return fail(.generalLinear, urls: seen + inLine.errors, .invalidResponse, completion)
            }
            let expiresAt = inLine.expires.map { OspreySDK.expiry($0, after: requestedAt) }
            completion(.success(VASTChain(wrappers: wrappers, inLine: inLine, linear: linear, expiresAt: expiresAt)))
        case .wrapper(let wrapper):
            let chain = wrappers + [wrapper]
            let errors = seen + wrapper.errors
            if chain.count > OspreySDK.maxWrapperDepth {
                context.log("More than \(OspreySDK.maxWrapperDepth) VAST wrappers.")
                return fail(.wrapperLimit, urls: errors, .wrapperLimit, completion)
            }
            if fetched.contains(wrapper.adTagURI) {
                context.log("The VAST wrappers loop back to \(wrapper.adTagURI).")
                return fail(.wrapperLimit, urls: errors, .wrapperLimit, completion)
            }
            guard let url = URL(string: wrapper.adTagURI), let call = HTTPCall(get: url) else {
                context.log("A VAST wrapper's tag URI is not a URL: \(wrapper.adTagURI)")
                return fail(.wrapperTimeout, urls: errors, .wrapperFailed, completion)
            }
            let fetchedAt = context.now
            context.fetch(call, timeout: OspreySDK.wrapperTimeout) { outcome in
                guard case .response(let head, let body)? = outcome, head.status.code == 200 else {
                    context.log("The VAST wrapper's tag URI answered \(outcome.map(\.description) ?? "nothing in time").")
                    return fail(.wrapperTimeout, urls: errors, .wrapperFailed, completion)
                }
                let next: VASTDocument
                do throws(VASTParseError) {
                    next = try VASTDocument.parse(body)
                } catch {
                    context.log("The VAST from \(wrapper.adTagURI) could not be read: \(error)")
                    return fail(error.code, urls: errors, .invalidResponse, completion)
                }
                step(next, wrappers: chain, fetched: fetched.union([wrapper.adTagURI]), requestedAt: fetchedAt, completion: completion)
            }
        }
    }

    private func fail(_ code: VASTErrorCode, urls: [String], _ error: OspreyError,
                      _ completion: (Result<VASTChain, OspreyError>) -> Void) {
        context.fire(.error, urls.map { macros.expand($0, errorCode: code, cacheBuster: context.nextCacheBuster()) })
        completion(.failure(error))
    }
}
