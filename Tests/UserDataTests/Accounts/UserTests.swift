import Foundation
import Testing

@testable import UserData

@Suite struct UserTests {
  @Test func displayNameJoinsTheNames() {
    let user = User(id: 1, email: "ann@example.com", firstName: "Ann", lastName: "Lee", createdAt: Date())
    #expect(user.displayName == "Ann Lee")
  }

  @Test func displayNameFallsBackToTheEmail() {
    let user = User(id: 1, email: "ann@example.com", firstName: "", lastName: "", createdAt: Date())
    #expect(user.displayName == "ann@example.com")
  }
}
