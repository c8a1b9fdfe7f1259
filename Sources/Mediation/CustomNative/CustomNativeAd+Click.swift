extension CustomNativeAd {
    /// Reports a user's click on the asset named `key`; call it only for assets meant to be
    /// clickable.
    ///
    /// Any key but AdChoices, in the order seeds 002/004 give:
    /// 1. a ``customClickHandler`` is set: it runs with `key`, and the SDK "takes no other
    ///    action" (the seeds' sentence, followed literally): nothing is opened, and the delegate
    ///    hears of no recorded click;
    /// 2. otherwise the first deep link an installed app can open is opened in that app;
    /// 3. otherwise the browser opens the destination URL.
    /// In cases 2 and 3 the SDK records the click (``CustomNativeAdDelegate``) before opening.
    /// The observer hears of every click and the path it took, case 1 included: that is what a
    /// fixture shows, not something the SDK does.
    ///
    /// A click on ``NativeAdChoicesViewAsset`` is a modelling choice (fidelity C3): the seeds say
    /// only that the app calls this method with that key when its AdChoices view is tapped, not
    /// what the SDK then does. AdReplay opens the AdChoices info page in the browser, records no
    /// click (a disclosure is not a click on the ad) and handles it before the custom click
    /// handler, so that the handler cannot hide the disclosure; with no AdChoices it is ignored.
    public func performClickOnAsset(withKey key: String) {
        if key == NativeAdChoicesViewAsset {
            clickAdChoices(key: key)
            return
        }
        let device = world.hostDevice
        if let handler = customClickHandler {
            world.report(.click(ad: identifier, assetKey: key, path: .customClickHandler(assetKey: key)))
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
