import Foundation

/// AI Summary, done locally and offline: an extractive summary that picks the most
/// representative sentences of a feed or thread by TextRank (Mihalcea and Tarau, 2004).
/// Sentences are the graph's nodes; two are linked by how many words they share, over the
/// logarithms of their lengths; PageRank (damping 0.85) ranks them. The best few are given
/// back in the order they were written, each with the post it came from. Nothing is
/// generated: every sentence is one someone wrote.
public enum ExtractiveSummary {
    /// A sentence the summary chose, with its post.
    public struct Sentence: Hashable, Sendable {
        public var text: String
        public var postUri: String
        public var score: Double
    }

    /// At most `count` sentences from `posts`, in their order. Sentences of fewer than four
    /// words are left out (replies such as "So true!" carry nothing to summarize), and only the
    /// first 400 sentences are read, to bound the work (the graph is quadratic).
    public static func summarize(_ posts: [PostView], count: Int = 3) -> [Sentence] {
        var sentences: [(text: String, uri: String, words: Set<String>)] = []
        outer: for post in posts {
            for sentence in split(post.record.text) {
                let words = Set(words(of: sentence))
                guard words.count >= 4 else { continue }
                sentences.append((sentence, post.uri, words))
                if sentences.count == 400 { break outer }
            }
        }
        guard !sentences.isEmpty, count > 0 else { return [] }
        let scores = rank(sentences.map(\.words))
        let chosen = scores.indices.sorted { (scores[$0], -$0) > (scores[$1], -$1) }.prefix(count).sorted()
        return chosen.map { Sentence(text: sentences[$0].text, postUri: sentences[$0].uri, score: scores[$0]) }
    }

    /// PageRank over the word-overlap graph.
    static func rank(_ words: [Set<String>]) -> [Double] {
        let n = words.count
        var weights = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for i in 0..<n {
            for j in (i + 1)..<n {
                let shared = words[i].intersection(words[j]).count
                guard shared > 0 else { continue }
                let weight = Double(shared) / (log(Double(words[i].count) + 1) + log(Double(words[j].count) + 1))
                weights[i][j] = weight
                weights[j][i] = weight
            }
        }
        let totals = weights.map { $0.reduce(0, +) }
        var scores = [Double](repeating: 1, count: n)
        for _ in 0..<50 {
            var next = [Double](repeating: 0.15, count: n)
            for j in 0..<n where totals[j] > 0 {
                let share = 0.85 * scores[j] / totals[j]
                for i in 0..<n where weights[j][i] > 0 { next[i] += share * weights[j][i] }
            }
            let change = zip(next, scores).map { abs($0 - $1) }.max() ?? 0
            scores = next
            if change < 1e-6 { break }
        }
        return scores
    }

    /// The text's sentences: split after `.`, `!`, `?` or `…` followed by a space, and at line
    /// breaks (so a link's dots do not split it).
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var afterStop = false
        for character in text {
            if character.isNewline || (afterStop && character.isWhitespace) {
                let trimmed = current.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { sentences.append(trimmed) }
                current = ""
                afterStop = false
                continue
            }
            current.append(character)
            afterStop = ".!?…".contains(character)
        }
        let trimmed = current.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty { sentences.append(trimmed) }
        return sentences
    }

    /// Lowercased words of three letters or more, less the commonest English words.
    static func words(of sentence: String) -> [String] {
        sentence.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter {
            $0.count >= 3 && !stopWords.contains($0)
        }
    }

    static let stopWords: Set<String> = [
        "the", "and", "for", "are", "but", "not", "you", "all", "any", "can", "had", "her", "was", "one", "our", "out",
        "has", "have", "him", "his", "how", "its", "may", "new", "now", "see", "two", "who", "did", "get", "let", "say",
        "she", "too", "use", "that", "with", "this", "from", "they", "will", "would", "there", "their", "what", "about",
        "which", "when", "your", "just", "than", "then", "them", "been", "were", "into", "some", "more", "also", "very",
        "it's", "i'm", "here", "like", "over", "only", "even", "much", "such", "these", "those", "being", "where",
    ]
}
