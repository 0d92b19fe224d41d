// redraw-fuzz, end to end: `{ $2147483648 }` kept swift-frontend busy past the run's 180 s limit.
@Observable class Model { var n = 0 }
struct Plain: View { var model: Model; var body: some View { Text("\(model.n)") } }
let model = Model()
Redraw.root { Plain(model: model) }
Redraw.step("closure") { let c = { $2147483648 }; print(c) }
