/// A class's section as every inspector lays it out (`inspect`, `edit`, `serve`): its
/// attributes in groups, each `group:` under its sub-heading, as Xcode's Attributes Inspector
/// gathers a section's rows ("Shadow", "Border").
///
/// A group's attributes are shown together, in declaration order, where the first of them is
/// declared; an attribute of no group keeps its own place. So
///
///     @Inspectable var title = "Buy"
///     @Inspectable(group: "Shadow") var shadowRadius = 0.0
///     @Inspectable var fillColor = Color.blue
///     @Inspectable(group: "Shadow") var shadowColor = Color.black
///
/// is shown as title; Shadow: shadowRadius, shadowColor; fillColor. A blank `group:` is no group.
public struct InspectorSection: Sendable {
    public let className: String
    /// The class name split into words: "My Progress Bar".
    public let title: String
    /// The rows in runs: a group's under its title, or attributes of no group (title `nil`).
    public let groups: [Group]

    /// Attributes shown together: one group's, or a run of attributes of no group.
    public struct Group: Sendable {
        /// The sub-heading, the attributes' `group:`; `nil` for attributes of no group.
        public let title: String?
        public let rows: [Row]
    }

    /// An attribute, and its position in its class's `attributes`: the position
    /// `InspectedView.entry(at:)` and `isLeftOut(at:)` take.
    public struct Row: Sendable {
        public let position: Int
        public let attribute: Attribute
    }

    /// Every attribute of the section, in the order it is shown.
    public var attributes: [Attribute] { groups.flatMap { $0.rows.map(\.attribute) } }

    /// The sections of `componentClass`, most derived first, `View` last.
    public static func sections(of componentClass: ComponentClass) -> [InspectorSection] {
        var start = 0
        return componentClass.sections.map { section in
            defer { start += section.attributes.count }
            return InspectorSection(section, startingAt: start)
        }
    }

    /// `section`, whose first attribute is at `start` in its class's `attributes`.
    init(_ section: AttributeSection, startingAt start: Int) {
        (className, title) = (section.className, section.title)
        let rows = section.attributes.enumerated().map { Row(position: start + $0.offset, attribute: $0.element) }
        let names = rows.map { row in row.attribute.group.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } }
        var members: [String: [Row]] = [:]
        for (row, group) in zip(rows, names) {
            if let group { members[group, default: []].append(row) }
        }
        var groups: [Group] = []
        var placed: Set<String> = []
        for (row, group) in zip(rows, names) {
            guard let group else {
                // Attributes of no group next to one another make one run.
                if let last = groups.last, last.title == nil {
                    groups[groups.count - 1] = Group(title: nil, rows: last.rows + [row])
                } else {
                    groups.append(Group(title: nil, rows: [row]))
                }
                continue
            }
            guard placed.insert(group).inserted else { continue }
            groups.append(Group(title: group, rows: members[group] ?? []))
        }
        self.groups = groups
    }
}
