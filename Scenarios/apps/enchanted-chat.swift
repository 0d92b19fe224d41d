// Modelled on Enchanted, the open-source SwiftUI client for Ollama chat models
// (github.com/AugustDev/enchanted: Enchanted/Stores/ConversationStore.swift, AppStore.swift;
// UI/Shared/Chat/Chat.swift, Chat/Components/MessageListVIew.swift,
// ChatMessages/ChatMessageView.swift, Sidebar/Components/ConversationHistoryListView.swift;
// UI/iOS/ChatView_iOS.swift). Its structure, written afresh: `.shared` @Observable stores
// held as `@State` by `Chat`, which hands values and closures to a slide-over
// `SideBarStack` of the history (tap a row, swipe to delete) and the chat screen (messages
// in a `ScrollViewReader` that follows the last one, a typing indicator, the input field).
// A reply streams chunk by chunk into its message's `content`; a timer checks every 5 s
// that the server is reachable.
//
// Written for pull (@Observable; under push: ObservableObject, @StateObject,
// @ObservedObject). What it shows: under pull each chunk re-runs its bubble and
// MessageListView (and so its LazyVStack), whose `.onChange(of: messages.last?.content)`
// read it, so the list follows the reply; under push only the bubble (it holds the message
// as an @ObservedObject) re-runs and MessageListView goes stale: it never scrolls. A write
// of what Chat reads re-runs it and every view it hands closures to (ChatView, the history
// list) in both engines; push adds the reachability check's equal `true` every 5 s,
// `.task(id:)` setting an unread count of 0 that was 0, and a row that shows only the name
// re-running when a message is appended to its conversation. Opening the sidebar re-runs what
// SideBarStack hands on, in both (closures never compare equal). A reply finishing in a
// conversation left mid-stream re-runs that row's badge; its chunks re-run nothing.
//
// Added/changed: the workload; Ollama is a stub whose chunks come every 50 ms on the
// virtual clock (the app throttles its Combine stream to 0.05 s); SwiftData's @Model classes
// are in-memory @Observable classes; `Markdown` is `Text`, the activity indicators
// `ProgressView`; one flat history (the app groups it by day); the bubbles in a `LazyVStack`
// (the app: `ScrollView` + `ForEach`); no model picker; the send button is disabled while a
// reply streams (the app swaps in a stop button); `.textSelection(.enabled)`, the bubbles'
// `ContextMenu`, PhotosPicker and `UIResponder` are left out (Redraw does not model them).
// Added: unread badges, cleared by `.task(id:)`; `ContentUnavailableView`s; `.onSubmit`.
// The stores' `@State` properties name their type (`: ConversationStore = .shared`): for
// `= ConversationStore.shared` Redraw's rewriter does not see the model class and would
// leave a push `@State` holding an unobserved object (a known gap).

import SwiftUI

enum ConversationState: Equatable {
    case loading, completed
}

@Observable
final class Message: Identifiable {
    let id = UUID()
    var content: String
    let role: String
    var done: Bool

    init(content: String, role: String, done: Bool = true) {
        self.content = content
        self.role = role
        self.done = done
    }
}

@Observable
final class Conversation: Identifiable {
    let id = UUID()
    let name: String
    var messages: [Message]
    var unreadCount = 0

    init(name: String, messageCount: Int) {
        self.name = name
        messages = (0..<messageCount).map { n in
            Message(content: "Message \(n + 1) about \(name)", role: n.isMultiple(of: 2) ? "user" : "assistant")
        }
    }
}

@Observable
final class AppStore {
    static let shared = AppStore()
    var isReachable = true

    init() {
        Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(100))  // OllamaService.reachable()
                self?.isReachable = true
            }
        }
    }
}

@MainActor
@Observable
final class ConversationStore {
    static let shared = ConversationStore()
    var conversationState: ConversationState = .completed
    var conversations: [Conversation] = []
    var selectedConversation: Conversation?
    var messages: [Message] = []

    func loadConversations() async {
        try? await Task.sleep(for: .milliseconds(300))
        let samples = [("Quarks", 24), ("Presidential", 6), ("What is QFT?", 4), ("Sourdough starter", 2)]
        conversations = samples.map { Conversation(name: $0.0, messageCount: $0.1) }
    }

    func selectConversation(_ conversation: Conversation) {
        selectedConversation = conversation
        messages = conversation.messages
    }

    func delete(_ conversation: Conversation) {
        conversations.removeAll { $0 === conversation }
    }

    func sendPrompt(_ userPrompt: String) {
        guard !userPrompt.isEmpty else { return }
        let conversation = selectedConversation ?? Conversation(name: userPrompt, messageCount: 0)
        let reply = Message(content: "", role: "assistant", done: false)
        conversation.messages.append(Message(content: userPrompt, role: "user"))
        conversation.messages.append(reply)
        conversations.removeAll { $0 === conversation }
        conversations.insert(conversation, at: 0)
        selectConversation(conversation)
        conversationState = .loading
        Task {
            for word in "There are six: the electron, muon and tau, each with its neutrino.".split(separator: " ") {
                try? await Task.sleep(for: .milliseconds(50))  // a chunk of Ollama's stream
                reply.content.append(word + " ")
            }
            reply.done = true
            if selectedConversation !== conversation {
                conversation.unreadCount += 1
            }
            conversationState = .completed
        }
    }
}

struct ChatMessageView: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(message.role == "user" ? "AM" : "AI")
                .frame(width: 24, height: 24)
                .background { Circle().fill(message.role == "user" ? .green : .purple) }
            Text(message.done ? message.content : message.content + " …")
            Spacer()
        }
    }
}

struct MessageListView: View {
    var messages: [Message]

    private func scrollToBottom(_ proxy: ScrollViewProxy) {
        if let last = messages.last {
            proxy.scrollTo(last.id, anchor: .bottom)
        }
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(messages) { message in
                        ChatMessageView(message: message)
                            .padding(10)
                            .id(message.id)
                    }
                }
            }
            .onAppear { scrollToBottom(proxy) }
            .onChange(of: messages.last?.id) { scrollToBottom(proxy) }
            .onChange(of: messages.last?.content) { scrollToBottom(proxy) }
        }
    }
}

struct ChatView: View {
    var conversation: Conversation?
    var messages: [Message]
    var conversationState: ConversationState
    var reachable: Bool
    var onMenuTap: () -> Void
    var onSendMessageTap: (String) -> Void
    @State private var message = ""
    @FocusState private var isFocusedInput: Bool

    private func onMessageSubmit() {
        onSendMessageTap(message)
        isFocusedInput = false
        message = ""
    }

    var body: some View {
        VStack {
            Button(action: onMenuTap) { Image(systemName: "line.3.horizontal") }
            if conversation != nil {
                MessageListView(messages: messages)
            } else {
                ContentUnavailableView("How can I help you today?", systemImage: "sparkles")
            }
            if conversationState == .loading {
                ProgressView()
            }
            if !reachable {
                Label("Server unreachable", systemImage: "wifi.slash")
            }
            HStack(spacing: 10) {
                TextField("Message", text: $message, axis: .vertical)
                    .focused($isFocusedInput)
                    .onSubmit(onMessageSubmit)
                Button(action: onMessageSubmit) { Image(systemName: "paperplane.fill") }
                    .disabled(conversationState == .loading)
            }
        }
        .task(id: conversation?.id) {
            conversation?.unreadCount = 0
        }
    }
}

struct ConversationRow: View {
    let conversation: Conversation

    var body: some View {
        HStack {
            Text(conversation.name)
                .lineLimit(1)
            Spacer()
            if conversation.unreadCount > 0 {
                Text("\(conversation.unreadCount)")
                    .font(.caption2)
                    .background { Circle().fill(.blue) }
            }
        }
    }
}

struct ConversationHistoryList: View {
    var conversations: [Conversation]
    var onTap: (Conversation) -> Void
    var onDelete: (Conversation) -> Void

    var body: some View {
        if conversations.isEmpty {
            ContentUnavailableView("No conversations", systemImage: "bubble.left.and.bubble.right")
        } else {
            List {
                ForEach(conversations) { conversation in
                    ConversationRow(conversation: conversation)
                        .onTapGesture { onTap(conversation) }
                        .swipeActions {
                            Button(role: .destructive) { onDelete(conversation) } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
            }
        }
    }
}

struct SideBarStack<Sidebar: View, Content: View>: View {
    let sidebarWidth: CGFloat
    @Binding var showSidebar: Bool
    @ViewBuilder var sidebar: Sidebar
    @ViewBuilder var content: Content

    var body: some View {
        ZStack(alignment: .leading) {
            sidebar
                .frame(width: sidebarWidth)
                .offset(x: showSidebar ? 0 : -sidebarWidth)
            content
                .offset(x: showSidebar ? sidebarWidth : 0)
        }
    }
}

struct Chat: View {
    @State private var conversationStore: ConversationStore = .shared
    @State private var appStore: AppStore = .shared
    @State private var showMenu = false

    private func onConversationTap(_ conversation: Conversation) {
        conversationStore.selectConversation(conversation)
        withAnimation { showMenu.toggle() }
    }

    var body: some View {
        SideBarStack(sidebarWidth: 300, showSidebar: $showMenu) {
            ConversationHistoryList(
                conversations: conversationStore.conversations,
                onTap: onConversationTap,
                onDelete: conversationStore.delete
            )
        } content: {
            ChatView(
                conversation: conversationStore.selectedConversation,
                messages: conversationStore.messages,
                conversationState: conversationStore.conversationState,
                reachable: appStore.isReachable,
                onMenuTap: { withAnimation(.spring) { showMenu.toggle() } },
                onSendMessageTap: conversationStore.sendPrompt
            )
        }
        .task {
            await conversationStore.loadConversations()
        }
    }
}

// Workload: the history loads; open the sidebar, pick "Quarks", ask and let the reply
// stream; ask again and, mid-reply, switch to "Presidential" (the reply lands unread);
// go back, delete a conversation, then let the reachability check run.
Redraw.root { Chat() }
Redraw.wait(seconds: 0.5)
Redraw.tap("line.3.horizontal")
Redraw.tap("Quarks")
Redraw.type("Message", "And leptons?")
Redraw.submit("Message")
Redraw.wait(seconds: 1)
Redraw.type("Message", "And bosons?")
Redraw.tap("paperplane.fill")
Redraw.wait(seconds: 0.2)
Redraw.tap("line.3.horizontal")
Redraw.tap("Presidential")
Redraw.wait(seconds: 1)
Redraw.tap("line.3.horizontal")
Redraw.tap("Quarks")
Redraw.delete(row: 3)
Redraw.wait(seconds: 5)
