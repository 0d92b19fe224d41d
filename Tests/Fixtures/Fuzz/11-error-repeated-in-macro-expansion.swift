// redraw-fuzz, end to end: swiftc repeated this error inside the @Observable macro's expansion (/tmp/swift-generated-sources/…).
@Observable class Counter { var items: [Int] = [1, 1e309, 3] }
struct Row: View { var counter: Counter; var body: some View { Text("\(counter.items.count)") } }
let counter = Counter()
Redraw.root { Row(counter: counter) }
Redraw.step("add") { counter.items.append(1) }
