import AdWorldHTTP
import Foundation

/// Follows a VAST document's wrappers to its InLine, fetching each tag URI through the seam.
///
/// At most ``OspreySDK/maxWrapperDepth`` wrappers: one more, or a tag URI already fetched in the
/// chain, is error 302. A tag URI that fails or does not answer within
/// ``OspreySDK/wrapperTimeout`` is 301, a document that does not parse 100 or 101, no ad 303 (so
/// is a Wrapper answered after one that says `followAdditionalWrappers="false"`: the spec says
/// to ignore it). An InLine with only NonLinear creatives is 201 (the SDK plays linear video
/// only), a linear creative without a valid `Duration` 400 (101 when the text is not a time),
/// one with no `MediaFile` of a type the request's `video.mimes` listed 403. On any of them
/// every `Error` URL seen along the chain is fired once with `[ERRORCODE]` replaced, and the
/// load fails: nothing is played, and no win, impression or billing notice is sent.
///
/// A wrapper's tag URI has its macros replaced before it is fetched (VAST 4.3 §1.5 applies them
/// to tag URIs), `[CACHEBUSTING]` with a number of its own.
struct VASTResolver {
    let context: OspreyContext
    let macros: TrackerMacros
    /// The MIME types the request offered (`imp.video.mimes`).
    let mimes: [String]

    /// Resolves `document`, the bid's VAST, requested at `requestedAt`.
    func resolve(_ document: VASTDocument, requestedAt: Int, completion: @escaping (Result<VASTChain, OspreyError>) -> Void) {
        step(document, wrappers: [], fetched: [], requestedAt: requestedAt, completion: completion)
    }

    private func step(
        _ document: VASTDocument, wrappers: [VASTWrapper], fetched: Set<String>, requestedAt: Int,
        completion: @escaping (Result<VASTChain, OspreyError>) -> Void
    ) {
        let seen = wrappers.flatMap(\.errors)
        if document.ads.count > 1 {
            context.log(
                "The VAST holds \(document.ads.count) ads (a pod or a buffet); the SDK plays the first, stand-alone, and ignores the others."
            )
        }
        if case .wrapper(let wrapper)? = document.ads.first, wrappers.last?.followAdditionalWrappers == false {
            context.log("Ignored a VAST Wrapper after one that says followAdditionalWrappers=\"false\" (\(wrapper.adTagURI)).")
            return fail(.noAdAfterWrapper, urls: seen + wrapper.errors, .noFill, completion)
        }
        switch document.ads.first {
        case nil:
            context.log("The VAST has no ad\(wrappers.isEmpty ? "" : " after \(wrappers.count) wrapper(s)").")
            fail(.noAdAfterWrapper, urls: seen + document.errors, .noFill, completion)
        case .inLine(let inLine):
            guard let linear = inLine.linear else {
                if inLine.hasNonLinear == true {
                    context.log("The VAST InLine has only NonLinear creatives; the SDK plays linear video only.")
                    return fail(.linearity, urls: seen + inLine.errors, .invalidResponse, completion)
                }
                context.log("The VAST InLine has no linear creative.")
                return fail(.generalLinear, urls: seen + inLine.errors, .invalidResponse, completion)
            }
            guard linear.duration != nil else {
                if let text = linear.durationText {
                    context.log("The VAST InLine's <Duration> is \"\(text)\", not HH:MM:SS(.mmm).")
                    return fail(.schemaValidation, urls: seen + inLine.errors, .invalidResponse, completion)
                }
                context.log("The VAST InLine's linear creative has no <Duration>.")
                return fail(.generalLinear, urls: seen + inLine.errors, .invalidResponse, completion)
            }
            guard
                linear.mediaFiles.contains(where: { file in mimes.contains { $0.caseInsensitiveCompare(file.type ?? "") == .orderedSame } })
            else {
                let types = Set(linear.mediaFiles.map { $0.type ?? "no type" }).sorted().joined(separator: ", ")
                context.log(
                    "The VAST InLine has no MediaFile the SDK can play (\(types.isEmpty ? "none" : types); it asked for \(mimes.joined(separator: ", ")))."
                )
                return fail(.mediaUnsupported, urls: seen + inLine.errors, .invalidResponse, completion)
            }
            let ignored = linear.ignoredFeatures
            if !ignored.isEmpty { context.log("The SDK ignores \(ignored.joined(separator: ", ")) of this ad.") }
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
            let tagURI = macros.expand(wrapper.adTagURI, cacheBuster: context.nextCacheBuster())
            guard let call = WireURL.call(tagURI) else {
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

    private func fail(
        _ code: VASTErrorCode, urls: [String], _ error: OspreyError,
        _ completion: (Result<VASTChain, OspreyError>) -> Void
    ) {
        context.fire(.error, urls.map { macros.expand($0, errorCode: code, cacheBuster: context.nextCacheBuster()) })
        completion(.failure(error))
    }
}
