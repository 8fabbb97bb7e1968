import Foundation
import GlassHost
import GlassUI
import Testing

@MainActor
final class Form {
    var name = ""
    var password = ""
    var submitted: [String] = []
    var shortcut = 0
    var keys: [String] = []
}

struct FormScreen: View {
    enum Field: Hashable { case name, password }
    let form: Form
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 16) {
            TextField(
                "Name",
                text: Binding(
                    get: { name },
                    set: {
                        name = $0
                        form.name = $0
                    })
            )
            .focused($focus, equals: .name)
            .onSubmit {
                form.submitted.append(name)
                focus = .password
            }
            .accessibilityIdentifier("name")
            SecureField(
                "Password",
                text: Binding(
                    get: { password },
                    set: {
                        password = $0
                        form.password = $0
                    })
            )
            .focused($focus, equals: .password)
            .accessibilityIdentifier("password")
            Button("Save") { form.shortcut += 1 }.keyboardShortcut("s")
            Color.blue.frame(width: 40, height: 40).focusable()
                .onKeyPress(.space) {
                    form.keys.append("space")
                    return .handled
                }
                .accessibilityIdentifier("box")
            Button("Focus name") { focus = .name }.accessibilityIdentifier("focusName")
        }
        .padding()
    }
}

@MainActor
@Suite(.serialized) struct FocusTests {
    func center(_ host: ViewHost, _ id: String) -> Point {
        let f = host.element(identifier: id)!.frame
        return Point(x: Double(f.midX), y: Double(f.midY))
    }

    // A tap focuses a field; typed text lands at the cursor, UTF-8 whole; the arrows, Shift,
    // Backspace and Return edit and submit; Return moves focus through the @FocusState.
    @Test func typingEditsTheFocusedField() {
        let form = Form()
        let host = ViewHost(FormScreen(form: form), size: Size(width: 393, height: 600))
        #expect(host.element(identifier: "name")?.label == "Name")
        host.tap(at: center(host, "name"))
        host.type("Zoë 👩‍👩‍👧")
        #expect(form.name == "Zoë 👩‍👩‍👧")
        host.press(.delete)  // the family emoji goes as one character
        #expect(form.name == "Zoë ")
        host.press(.leftArrow)
        host.press(.leftArrow, modifiers: .shift)  // selects "ë"
        host.type("e")
        #expect(form.name == "Zoe ")
        host.press(.return)
        #expect(form.submitted == ["Zoe "])
        host.type("secret")
        #expect(form.password == "secret")
        #expect(host.element(identifier: "password")?.value == "••••••")
    }

    // Tab moves focus forward in reading order and Shift-Tab back; a focusable view takes the
    // keys its onKeyPress handles; ⌘S triggers the button with that shortcut from anywhere.
    @Test func tabMovesFocusAndKeysReachTheFocusedView() {
        let form = Form()
        let host = ViewHost(FormScreen(form: form), size: Size(width: 393, height: 600))
        host.press(.tab)
        host.type("a")
        #expect(form.name == "a")
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        #expect(form.keys == ["space"])
        host.press(.tab, modifiers: .shift)
        host.type("b")
        #expect(form.password == "b")
        host.press("s", modifiers: .command)
        #expect(form.shortcut == 1)
    }

    // Setting the @FocusState moves focus to the bound field.
    @Test func focusStateMovesFocus() {
        let form = Form()
        let host = ViewHost(FormScreen(form: form), size: Size(width: 393, height: 600))
        host.tap(at: center(host, "focusName"))
        host.type("x")
        #expect(form.name == "x")
    }

    // A window delivers a batch of keys and text without updating the views between them: when
    // a shortcut empties the field's text, the next keys edit the empty text (the cursor stays
    // inside it) rather than reaching past its end.
    @Test func editsAfterAShortcutShortensTheText() {
        let host = ViewHost(ClearingField(), size: Size(width: 393, height: 300))
        host.tap(at: center(host, "field"))
        host.type("hello")
        #expect(host.element(identifier: "field")?.value == "hello")
        host.graph.send(KeyPress(key: "k", modifiers: .command, phase: .down))
        host.graph.send(KeyPress(key: .delete, modifiers: [], phase: .down))
        host.graph.insertText("x")
        host.layout()
        #expect(host.element(identifier: "field")?.value == "x")
    }

    // A disabled button's shortcut does nothing, as SwiftUI's does not.
    @Test func aDisabledButtonsShortcutDoesNothing() {
        let host = ViewHost(ClearingField(), size: Size(width: 393, height: 300))
        host.tap(at: center(host, "field"))
        host.type("kept")
        host.press("d", modifiers: .command)
        #expect(host.element(identifier: "field")?.value == "kept")
    }
}

/// A text field and a ⌘K button that empties it; a disabled ⌘D button would empty it too.
private struct ClearingField: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Note", text: $text).accessibilityIdentifier("field")
            Button("Clear") { text = "" }.keyboardShortcut("k")
            Button("Also clear") { text = "" }.keyboardShortcut("d").disabled(true)
        }
    }
}
