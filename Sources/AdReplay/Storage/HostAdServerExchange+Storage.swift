import Mediation

extension HostAdServerExchange {
    /// `{"request": "/21775744923/example/native", "formatIDs": […], "testRequest": false, "answer": "fill", …}`,
    /// stored when the request was sent; `latency` says when the answer arrives.
    func storedMembers() throws -> [JSONValue.Member] {
        var members: [JSONValue.Member] = [
            .init(key: "request", value: .string(request.adUnitID)),
            .init(key: "formatIDs", value: .array(request.formatIDs.map(JSONValue.string))),
            .init(key: "testRequest", value: .bool(request.isTestRequest)),
        ]
        switch answer.outcome {
        case .fill(let payload):
            members.append(.init(key: "answer", value: .string("fill")))
            members += try storedFields(of: payload)
        case .failure(let code):
            members += [.init(key: "answer", value: .string("failure")), .init(key: "code", value: .int(code))]
        }
        if answer.latency != 0 { members.append(.init(key: "latency", value: .int(answer.latency))) }
        return members
    }

    init(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) {
        let request = CustomNativeAdRequest(
            adUnitID: try fields.string("request"), formatIDs: try fields.stringList("formatIDs"),
            isTestRequest: try fields.bool("testRequest"))
        let latency = try fields.optionalInt("latency") ?? 0
        guard latency >= 0 else { throw FieldReader.Problem(message: "\"latency\" is negative") }
        let answer: CustomNativeAdAnswer
        switch try fields.string("answer") {
        case "fill":
            answer = .fill(try CustomNativeAdPayload(stored: fields), latency: latency)
        case "failure": answer = .failure(code: try fields.int("code"), latency: latency)
        case let other: throw FieldReader.Problem(message: "\"answer\" is \"\(other)\", not fill or failure")
        }
        self.init(time: time, request: request, answer: answer)
    }
}
