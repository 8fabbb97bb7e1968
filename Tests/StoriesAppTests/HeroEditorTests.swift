import Foundation
import GlassCore
import GlassHost
import GlassUI
import Stories
import Testing

@testable import StoriesApp

/// Making a hero from Home's carousel: bad names are refused in a sentence, a good one is kept
/// with its traits and its avatar.
extension StoriesAppTests {
    @Test func aHeroIsMadeAndBadNamesAreRefused() throws {
        let (host, library) = try host()
        try tap(host, "Add Hero", at: 2)
        #expect(host.element(label: "New Hero") != nil)
        try tap(host, "Save", at: 3)
        #expect(host.element(label: "a hero's name cannot be empty") != nil)
        try tapField(host, "Name", at: 4)
        host.type(String(repeating: "a", count: 10_000))
        try tap(host, "Save", at: 5)
        #expect(host.element(label: "a hero's name can have at most 40 characters, not 10000") != nil)
        #expect(library.heroes.count == 2)

        // Opened again, the editor starts afresh, without the last problem.
        try tap(host, "Cancel", at: 6)
        host.advance(to: 7)
        try tap(host, "Add Hero", at: 7)
        #expect(host.element(label: "a hero's name can have at most 40 characters, not 10000") == nil)
        try tapField(host, "Name", at: 7.5)
        host.type("Ada")
        try tapField(host, "Traits (brave, curious)", at: 7)
        host.type("clever, kind")
        try tap(host, "Hair, Short", at: 8)
        try tap(host, "Curly", at: 9)
        try tap(host, "Save", at: 10)
        let ada = try #require(library.heroes.last)
        #expect(ada.name == "Ada" && ada.traits == ["clever", "kind"] && ada.avatar.hair == 3)
        host.advance(to: 11)
        #expect(host.element(label: "Ada") != nil, "in the carousel")
    }
}
