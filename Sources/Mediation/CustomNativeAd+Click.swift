extension CustomNativeAd {
    /// Reports a user's click on the asset named `key`; call it only for assets meant to be
    /// clickable.
    ///
    /// A click on ``NativeAdChoicesViewAsset`` opens the AdChoices info page in the browser and
    /// records no click (it is not a click on the ad); it is ignored when the ad has no AdChoices.
    /// It is handled before anything else so that a custom click handler cannot hide the
    /// disclosure. Any other key, in order of precedence:
    /// 1. a ``customClickHandler`` is set: it runs with `key`, and nothing is opened;
    /// 2. otherwise the first deep link an installed app can open is opened in that app;
    /// 3. otherwise the browser opens the destination URL.
    ///
    /// In cases 1–3 the click is recorded (observer, then ``CustomNativeAdDelegate``) before the
    /// action runs. GMA records the click for a custom click handler too, and so does this.
    public func performClickOnAsset(withKey key: String) {
        if key == NativeAdChoicesViewAsset {
            clickAdChoices(key: key)
            return
        }
        let device = world.hostDevice
        if let handler = customClickHandler {
            recordClick(key: key, path: .customClickHandler(assetKey: key))
            handler(key)
        } else if let deepLink = payload.deepLinkURLs.first(where: device.canOpenInInstalledApp) {
            recordClick(key: key, path: .deepLink(url: deepLink))
            device.open(deepLink)
        } else {
            recordClick(key: key, path: .browser(url: payload.destinationURL))
            device.open(payload.destinationURL)
        }
    }

    private func clickAdChoices(key: String) {
        guard let adChoices = payload.adChoices else {
            world.report(.clickIgnored(ad: identifier, assetKey: key))
            return
        }
        world.report(.click(ad: identifier, assetKey: key, path: .adChoices(url: adChoices.infoURL)))
        world.hostDevice.open(adChoices.infoURL)
    }

    private func recordClick(key: String, path: MediationEvent.ClickPath) {
        world.report(.click(ad: identifier, assetKey: key, path: path))
        delegate?.customNativeAdDidRecordClick(self)
    }
}
