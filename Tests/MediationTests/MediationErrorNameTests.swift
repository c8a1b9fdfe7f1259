import Mediation
import Testing

@Suite struct MediationErrorNameTests {
    @Test func hostCodeName_readsBackAndIsTheCaseName() {
        for code in MediationError.HostCode.allCases {
            #expect(MediationError.HostCode(name: code.name) == code)
            #expect(code.name == "\(code)")
        }
        #expect(MediationError.HostCode(name: "NoFill") == nil)
    }
}
