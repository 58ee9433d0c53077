@testable import Clearance
import LayoutCore
import Testing

/// Every assumption a run consults is reported, however many the registry holds: a fixed
/// 64-bit mask would drop the 65th, and a report would leave out what its verdict rests on.
@Suite struct ConsultedAssumptionsTests {
    @Test func everyRegisteredAssumptionIsKept() {
        let consulted = ConsultedAssumptions()
        consulted.add(Assumption.all.reversed())
        #expect(consulted.all == Assumption.all)
    }

    @Test func theOrderIsTheRegistrysWhateverTheOrderOfConsulting() {
        let consulted = ConsultedAssumptions()
        let last = Assumption.all[Assumption.all.count - 1], first = Assumption.all[0]
        consulted.add([last])
        consulted.add([first, last])
        #expect(consulted.all == [first, last])
    }
}
