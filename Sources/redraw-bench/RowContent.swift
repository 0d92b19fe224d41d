/// What a compiled `TodoRow` body builds.
///
/// The scenario's row is `HStack { Image(systemName: item.isCompleted ?
/// "checkmark.circle.fill" : "circle"); Text(item.title).strikethrough(item.isCompleted) }`:
/// three reads, one tiny result. The compiled sides build it with exactly
/// those reads and keep it in the row's node, so the optimiser cannot drop them.
struct RowContent {
    let systemImage: String
    let text: String
    let strikethrough: Bool

    init(isCompleted: Bool, title: String, strikethrough: Bool) {
        systemImage = isCompleted ? "checkmark.circle.fill" : "circle"
        text = title
        self.strikethrough = strikethrough
    }
}
