import SampleAdSDK

extension SampleSDKTrace {
    /// Delegate calls and effects (minus log lines) interleaved in the order they happened, each
    /// as "time description": where the order between a callback and an effect matters.
    var timeline: [String] {
        entries.compactMap { entry in
            switch entry {
            case .callback(let callback, let time):
                return "\(time) \(callback)"
            case .effect(.log, _), .exchange:
                return nil
            case .effect(let effect, let time):
                return "\(time) \(effect)"
            }
        }
    }
}
