import SwiftUI

/// The todos' summary, written as SwiftUI should be: the view draws, its holder keeps the
/// data and calls the service.
struct TodoSummaryView: View {
    @State private var model = TodoSummaryModel()
    @State private var showsDone = false
    @State private var filter = ""

    var body: some View {
        List {
            TextField("Filter", text: $filter)
            Toggle("Show done", isOn: $showsDone)
            ForEach(model.todos(matching: filter, showingDone: showsDone)) { todo in
                TodoRow(todo: todo)
            }
        }
        .task { await model.load() }
        .refreshable { await model.load() }
    }
}

/// One todo, as a leaf view that takes the value it shows.
struct TodoRow: View {
    let todo: Todo

    var body: some View {
        Label(todo.title, systemImage: todo.isDone ? "checkmark.circle" : "circle")
    }
}
