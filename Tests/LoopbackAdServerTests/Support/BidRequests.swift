/// OpenRTB 2.6 bid requests as an SDK would send them, one imp each.
enum BidRequests {
    static func banner(_ id: String, width: Int = 320, height: Int = 50) -> String {
        #"{"id":"\#(id)","imp":[{"id":"1","banner":{"w":\#(width),"h":\#(height)}}],"tmax":800,"cur":["USD"]}"#
    }

    static func video(_ id: String, rewarded: Bool = false) -> String {
        #"{"id":"\#(id)","imp":[{"id":"1","video":{"w":1280,"h":720,"mimes":["video/mp4"]}\#(rewarded ? #","rwdd":1"# : "")}],"tmax":1200}"#
    }

    /// An interstitial offering both banner and video; `rwdd` set makes it rewarded.
    static func interstitial(_ id: String, rewarded: Bool) -> String {
        #"{"id":"\#(id)","imp":[{"id":"7","instl":1,"rwdd":\#(rewarded ? 1 : 0),"banner":{"w":320,"h":480},"video":{"w":320,"h":480}}]}"#
    }

    /// A native imp whose Native 1.2 request asks for a title (id 11), a main image (12) and a CTA (13).
    static func native(_ id: String) -> String {
        let assets =
            #"{\"ver\":\"1.2\",\"assets\":[{\"id\":11,\"required\":1,\"title\":{\"len\":5}},{\"id\":12,\"img\":{\"type\":3,\"w\":600,\"h\":300}},{\"id\":13,\"data\":{\"type\":12}}]}"#
        return #"{"id":"\#(id)","imp":[{"id":"n1","native":{"request":"\#(assets)","ver":"1.2"}}]}"#
    }
}
