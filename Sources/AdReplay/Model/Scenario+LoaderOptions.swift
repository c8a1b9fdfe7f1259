import Mediation

extension Scenario {
    /// Native loader options as the host passes them to the adapter: a list, in the app's order,
    /// that may hold several options of one kind, as GMA's ad loader takes `[GADAdLoaderOptions]`.
    /// An adapter that reads only the first (or only the last) option of a kind is then seen doing
    /// so in what it asks its SDK for.
    ///
    /// Stored as one object when the list is one an object can say — at most one option of each
    /// kind, in the order image, media, ad view, and an image option with a field set — which is
    /// the form every fixture held before lists, so those keep their bytes:
    ///
    /// ```json
    /// {"disableImageLoading": true, "mediaAspectRatio": "landscape"}
    /// ```
    ///
    /// Any other list is stored as a list, each option with its `kind` (`image`, `media`, `adView`):
    ///
    /// ```json
    /// [{"disableImageLoading": true, "kind": "image"}, {"disableImageLoading": false, "kind": "image"}]
    /// ```
    public struct LoaderOptions: Equatable, Sendable {
        /// The kinds of loader option, as a stored option names them.
        public enum Kind: String, CaseIterable, Codable, Sendable {
            case image, media, adView
        }

        /// One loader option, as one of the host's loader-option objects.
        public enum Option: Equatable, Sendable {
            /// `NativeAdImageAdLoaderOptions`; a field left nil is the option's default (false).
            case image(disableImageLoading: Bool?, shouldRequestMultipleImages: Bool?)
            /// `NativeAdMediaAdLoaderOptions`.
            case media(MediaAspectRatio)
            /// `NativeAdViewAdOptions` (the preferred AdChoices position).
            case adView(AdChoicesPosition)

            public var kind: Kind {
                switch self {
                case .image: .image
                case .media: .media
                case .adView: .adView
                }
            }

            /// The option as the host's loader-option object.
            var mediationOption: AdLoaderOptions {
                switch self {
                case .image(let disable, let multiple):
                    NativeAdImageAdLoaderOptions(isImageLoadingDisabled: disable ?? false, shouldRequestMultipleImages: multiple ?? false)
                case .media(let ratio): NativeAdMediaAdLoaderOptions(mediaAspectRatio: ratio)
                case .adView(let position): NativeAdViewAdOptions(preferredAdChoicesPosition: position)
                }
            }
        }

        /// The most options one scenario passes: a bound on what a fixture can make the host build.
        public static let maximumCount = 16

        /// The options, in the order the adapter receives them.
        public var list: [Option]

        /// A list of options, in the order the adapter receives them; duplicates of a kind allowed.
        public init(_ list: [Option]) {
            self.list = list
        }

        /// At most one option of each kind, in the order image, media, ad view: an image option
        /// when either of its fields is given.
        public init(
            disableImageLoading: Bool? = nil, shouldRequestMultipleImages: Bool? = nil,
            mediaAspectRatio: MediaAspectRatio? = nil, adChoicesPosition: AdChoicesPosition? = nil
        ) {
            var list: [Option] = []
            if disableImageLoading != nil || shouldRequestMultipleImages != nil {
                list.append(.image(disableImageLoading: disableImageLoading, shouldRequestMultipleImages: shouldRequestMultipleImages))
            }
            if let mediaAspectRatio { list.append(.media(mediaAspectRatio)) }
            if let adChoicesPosition { list.append(.adView(adChoicesPosition)) }
            self.list = list
        }

        // Each value below is the last option of its kind's, as GMA's sample adapters read the
        // list (walking it, a later option overriding an earlier one).

        /// The last image option's `disableImageLoading`.
        public var disableImageLoading: Bool? {
            for case .image(let value, _) in list.reversed() { return value }
            return nil
        }

        /// The last image option's `shouldRequestMultipleImages`.
        public var shouldRequestMultipleImages: Bool? {
            for case .image(_, let value) in list.reversed() { return value }
            return nil
        }

        /// The last media option's aspect ratio.
        public var mediaAspectRatio: MediaAspectRatio? {
            for case .media(let value) in list.reversed() { return value }
            return nil
        }

        /// The last ad-view option's AdChoices position.
        public var adChoicesPosition: AdChoicesPosition? {
            for case .adView(let value) in list.reversed() { return value }
            return nil
        }

        /// Whether one object says the list exactly (see the type's summary): then it is stored
        /// as that object.
        public var isOneOfEachKind: Bool {
            list
                == LoaderOptions(
                    disableImageLoading: disableImageLoading, shouldRequestMultipleImages: shouldRequestMultipleImages,
                    mediaAspectRatio: mediaAspectRatio, adChoicesPosition: adChoicesPosition
                ).list
        }

        /// The options as the host's loader-option objects, in the list's order.
        var mediationOptions: [AdLoaderOptions] { list.map(\.mediationOption) }
    }
}

extension Scenario.LoaderOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, disableImageLoading, shouldRequestMultipleImages, mediaAspectRatio, adChoicesPosition
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: CodingKeys.self) {
            self.init(
                disableImageLoading: try object.decodeIfPresent(Bool.self, forKey: .disableImageLoading),
                shouldRequestMultipleImages: try object.decodeIfPresent(Bool.self, forKey: .shouldRequestMultipleImages),
                mediaAspectRatio: try object.decodeIfPresent(MediaAspectRatio.self, forKey: .mediaAspectRatio),
                adChoicesPosition: try object.decodeIfPresent(AdChoicesPosition.self, forKey: .adChoicesPosition))
            return
        }
        var elements = try decoder.unkeyedContainer()
        var list: [Option] = []
        while !elements.isAtEnd {
            guard list.count < Self.maximumCount else {
                throw DecodingError.dataCorruptedError(
                    in: elements, debugDescription: "more than the \(Self.maximumCount) loader options a scenario may pass")
            }
            let option = try elements.nestedContainer(keyedBy: CodingKeys.self)
            switch try option.decode(Kind.self, forKey: .kind) {
            case .image:
                list.append(
                    .image(
                        disableImageLoading: try option.decodeIfPresent(Bool.self, forKey: .disableImageLoading),
                        shouldRequestMultipleImages: try option.decodeIfPresent(Bool.self, forKey: .shouldRequestMultipleImages)))
            case .media: list.append(.media(try option.decode(MediaAspectRatio.self, forKey: .mediaAspectRatio)))
            case .adView: list.append(.adView(try option.decode(AdChoicesPosition.self, forKey: .adChoicesPosition)))
            }
        }
        self.init(list)
    }

    public func encode(to encoder: any Encoder) throws {
        if isOneOfEachKind {
            var object = encoder.container(keyedBy: CodingKeys.self)
            try object.encodeIfPresent(disableImageLoading, forKey: .disableImageLoading)
            try object.encodeIfPresent(shouldRequestMultipleImages, forKey: .shouldRequestMultipleImages)
            try object.encodeIfPresent(mediaAspectRatio, forKey: .mediaAspectRatio)
            try object.encodeIfPresent(adChoicesPosition, forKey: .adChoicesPosition)
            return
        }
        var elements = encoder.unkeyedContainer()
        for option in list {
            var object = elements.nestedContainer(keyedBy: CodingKeys.self)
            try object.encode(option.kind, forKey: .kind)
            switch option {
            case .image(let disable, let multiple):
                try object.encodeIfPresent(disable, forKey: .disableImageLoading)
                try object.encodeIfPresent(multiple, forKey: .shouldRequestMultipleImages)
            case .media(let ratio): try object.encode(ratio, forKey: .mediaAspectRatio)
            case .adView(let position): try object.encode(position, forKey: .adChoicesPosition)
            }
        }
    }
}
