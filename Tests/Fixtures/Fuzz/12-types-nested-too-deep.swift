// redraw-fuzz, end to end: structs nested 164 deep (here 17) kept swiftc busy past the run's 180 s limit.
struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S { struct S {  } } } } } } } } } } } } } } } } }
@Observable class Model { var n = 0 }
struct Row: View { var model: Model; var body: some View { Text("\(model.n)") } }
let model = Model()
Redraw.root { Row(model: model) }
Redraw.step("add") { model.n += 1 }
