extension DocumentDifference {
    /// The difference from `old` to `new`, two versions of a document of the same format.
    public init(from old: SemanticDocument, to new: SemanticDocument) {
        format = new.format
        let matching = ObjectMatching(old: old, new: new)
        let oldPositions = Self.positions(in: old)
        let newPositions = Self.positions(in: new)
        let reordered = Self.reordered(matching, oldPositions: oldPositions, old: old, new: new)
        var groups: [String: SceneGroup] = [:]
        var order: [String] = []
        func add(_ entry: Entry, scene: SemanticObject, isDocument: Bool, key: String) {
            if groups[key] == nil {
                groups[key] = SceneGroup(scene: ObjectReference(scene, isDocument: isDocument), entries: [])
                order.append(key)
            }
            groups[key]?.entries.append(entry)
        }
        func group(ofNew index: Int) -> (object: SemanticObject, isDocument: Bool, key: String) {
            let scene = new.scene(of: index)
            return (new.objects[scene ?? 0], scene == nil, "new \(scene ?? 0)")
        }
        for (index, object) in new.objects.enumerated() {
            let oldIndex = matching.newToOld[index]
            var changes: [Change] = []
            if oldIndex < 0 {
                guard let parent = object.parent, matching.newToOld[parent] >= 0 else { continue }
                changes.append(
                    .added(
                        parent: ObjectReference(new.objects[parent], isDocument: parent == 0),
                        position: newPositions[index], count: Self.count(index, in: new)))
                changes += Self.ties(ofNew: index, matching, new)
            } else {
                if let parent = object.parent, let oldParent = old.objects[oldIndex].parent,
                    matching.oldToNew[oldParent] != parent || old.objects[oldIndex].slot != object.slot
                        || reordered.contains(index)
                {
                    changes.append(
                        .moved(
                            from: ObjectReference(old.objects[oldParent], isDocument: oldParent == 0),
                            oldPosition: oldPositions[oldIndex],
                            to: ObjectReference(new.objects[parent], isDocument: parent == 0),
                            newPosition: newPositions[index]))
                }
                let oldObject = old.objects[oldIndex]
                if oldObject.kind != object.kind { changes.append(.kindChanged(old: oldObject.kind, new: object.kind)) }
                changes += Self.propertyChanges(oldObject.properties, object.properties, matching, old, new)
                changes += Self.relationChanges(oldIndex, index, matching, old, new)
            }
            if changes.isEmpty { continue }
            let scene = group(ofNew: index)
            let reference = ObjectReference(object, isDocument: index == 0)
            add(
                Entry(object: reference, changes: changes), scene: scene.object, isDocument: scene.isDocument,
                key: scene.key)
        }
        for (index, object) in old.objects.enumerated() where matching.oldToNew[index] < 0 {
            guard let parent = object.parent, matching.oldToNew[parent] >= 0 else { continue }
            let removed = Change.removed(
                parent: ObjectReference(old.objects[parent], isDocument: parent == 0), count: Self.count(index, in: old)
            )
            let entry = Entry(object: ObjectReference(object, isDocument: false), changes: [removed])
            let oldScene = old.scene(of: index) ?? 0
            if matching.oldToNew[oldScene] >= 0 {
                let scene = group(ofNew: matching.oldToNew[oldScene])
                add(entry, scene: scene.object, isDocument: scene.isDocument, key: scene.key)
            } else {
                add(entry, scene: old.objects[oldScene], isDocument: false, key: "old \(oldScene)")
            }
        }
        scenes = order.compactMap { groups[$0] }
    }

    /// Each object's position among the objects of the same slot in its parent, from 0.
    private static func positions(in document: SemanticDocument) -> [Int] {
        var positions = [Int](repeating: 0, count: document.objects.count)
        for object in document.objects where !object.children.isEmpty {
            var next: [String: Int] = [:]
            for child in object.children {
                let slot = document.objects[child].slot
                positions[child] = next[slot, default: 0]
                next[slot] = positions[child] + 1
            }
        }
        return positions
    }

    /// The objects, in `new`, that stayed in their parent and slot but changed places among
    /// the siblings that stayed too: those off the longest run of siblings still in their old
    /// order, so that one view moved is one move, not a shift of every view after it.
    private static func reordered(
        _ matching: ObjectMatching, oldPositions: [Int], old: SemanticDocument, new: SemanticDocument
    ) -> Set<Int> {
        var result: Set<Int> = []
        for (parent, object) in new.objects.enumerated() where object.children.count > 1 {
            let oldParent = matching.newToOld[parent]
            guard oldParent >= 0 else { continue }
            var bySlot: [String: [(index: Int, oldPosition: Int)]] = [:]
            for child in object.children {
                let oldChild = matching.newToOld[child]
                guard oldChild >= 0, old.objects[oldChild].parent == oldParent,
                    old.objects[oldChild].slot == new.objects[child].slot
                else { continue }
                bySlot[new.objects[child].slot, default: []].append((child, oldPositions[oldChild]))
            }
            for siblings in bySlot.values where siblings.count > 1 {
                let kept = Set(longestIncreasingRun(siblings.map(\.oldPosition)))
                for (offset, sibling) in siblings.enumerated() where !kept.contains(offset) {
                    result.insert(sibling.index)
                }
            }
        }
        return result
    }

    /// The offsets in `values` of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        // tails[k]: the offset of the smallest last value of a run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var run: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }

    /// How many objects `index` stands for: itself and every object inside it.
    /// The constraints and connections of the new object `index` and the objects inside it
    /// that name an object both versions have: what ties the new views to the rest, which a
    /// reader lists with the addition (a constraint moved into a new stack view is one).
    private static func ties(ofNew index: Int, _ matching: ObjectMatching, _ new: SemanticDocument) -> [Change] {
        var changes: [Change] = []
        var pending = [index]
        while let next = pending.popLast() {
            for relation in new.objects[next].relations
            where relation.parts.contains(where: { part in
                guard case .object(let id) = part, let found = new.index(ofID: id) else { return false }
                return matching.newToOld[found] >= 0
            }) {
                changes.append(.relation(relation.kind, old: nil, new: new.line(of: relation, in: next)))
            }
            pending += new.objects[next].children.reversed()
        }
        return changes
    }

    private static func count(_ index: Int, in document: SemanticDocument) -> Int {
        document.objects[index].children.reduce(1) { $0 + count($1, in: document) }
    }

    /// The properties added, removed and changed; two lists sorted by key, merged. A property
    /// whose value is an object's id (`initialViewController`) compares the objects, not the ids.
    private static func propertyChanges(
        _ old: [SemanticProperty], _ new: [SemanticProperty], _ matching: ObjectMatching,
        _ oldDocument: SemanticDocument, _ newDocument: SemanticDocument
    ) -> [Change] {
        var changes: [Change] = []
        var (a, b) = (0, 0)
        while a < old.count || b < new.count {
            if b == new.count || (a < old.count && old[a].key < new[b].key) {
                changes.append(.property(key: old[a].key, old: old[a].value, new: nil))
                a += 1
            } else if a == old.count || new[b].key < old[a].key {
                changes.append(.property(key: new[b].key, old: nil, new: new[b].value))
                b += 1
            } else {
                if old[a].value != new[b].value {
                    var isSameObject = false
                    if SemanticDocument.isReference(old[a].key), let index = oldDocument.index(ofID: old[a].value),
                        matching.oldToNew[index] >= 0
                    {
                        isSameObject = newDocument.objects[matching.oldToNew[index]].id == new[b].value
                    }
                    if !isSameObject {
                        changes.append(.property(key: new[b].key, old: old[a].value, new: new[b].value))
                    }
                }
                (a, b) = (a + 1, b + 1)
            }
        }
        return changes
    }

    /// The constraints and connections of a matched pair of objects added, removed or changed:
    /// compared by what they say, with the objects they name matched, so that a re-save that
    /// numbers them anew changes nothing; one of the same id that says something else changed.
    private static func relationChanges(
        _ oldIndex: Int, _ newIndex: Int, _ matching: ObjectMatching, _ old: SemanticDocument,
        _ new: SemanticDocument
    ) -> [Change] {
        let oldRelations = old.objects[oldIndex].relations
        let newRelations = new.objects[newIndex].relations
        if oldRelations.isEmpty && newRelations.isEmpty { return [] }
        let oldKeys = oldRelations.map { key(of: $0) { id in matching.newID(ofOld: id, old, new) } }
        let newKeys = newRelations.map { key(of: $0) { $0 } }
        if oldKeys == newKeys { return [] }
        var oldUsed = [Bool](repeating: false, count: oldRelations.count)
        var newUsed = [Bool](repeating: false, count: newRelations.count)
        var changes: [Change] = []
        var oldByID: [String: Int] = [:]
        for (offset, relation) in oldRelations.enumerated() {
            if let id = relation.id { oldByID[id] = offset }
        }
        for (offset, relation) in newRelations.enumerated() {
            guard let id = relation.id, let oldOffset = oldByID[id], !oldUsed[oldOffset],
                oldRelations[oldOffset].kind == relation.kind
            else { continue }
            (oldUsed[oldOffset], newUsed[offset]) = (true, true)
            if oldKeys[oldOffset] != newKeys[offset] {
                changes.append(
                    .relation(
                        relation.kind, old: old.line(of: oldRelations[oldOffset], in: oldIndex),
                        new: new.line(of: relation, in: newIndex)))
            }
        }
        var unusedOld: [String: [Int]] = [:]
        for (offset, key) in oldKeys.enumerated() where !oldUsed[offset] { unusedOld[key, default: []].append(offset) }
        for (offset, key) in newKeys.enumerated() where !newUsed[offset] {
            guard let oldOffset = unusedOld[key]?.first else { continue }
            unusedOld[key]?.removeFirst()
            (oldUsed[oldOffset], newUsed[offset]) = (true, true)
        }
        for (offset, relation) in oldRelations.enumerated() where !oldUsed[offset] {
            changes.append(.relation(relation.kind, old: old.line(of: relation, in: oldIndex), new: nil))
        }
        for (offset, relation) in newRelations.enumerated() where !newUsed[offset] {
            changes.append(.relation(relation.kind, old: nil, new: new.line(of: relation, in: newIndex)))
        }
        return changes
    }

    /// What a relation says, with each object it names given by `id`.
    private static func key(of relation: SemanticRelation, id: (String) -> String) -> String {
        var key = relation.kind.rawValue
        for part in relation.parts {
            switch part {
            case .text(let text): key += text
            case .object(let object): key += "\u{1}" + id(object) + "\u{1}"
            }
        }
        return key
    }
}

extension SemanticDocument {
    /// Whether the property `key`'s value is the id of an object of the document: the initial
    /// view controller, a cell's content view's cell, a cell's text labels and image view.
    static func isReference(_ key: String) -> Bool {
        let name = key.lastIndex(of: ".").map { String(key[key.index(after: $0)...]) } ?? key
        return referenceNames.contains(name)
    }

    private static let referenceNames: Set<String> = [
        "initialViewController", "tableViewCell", "collectionViewCell", "textLabel", "detailTextLabel", "imageView",
        "target", "popoverAnchorView",
    ]
}

/// Which object of the old version is which of the new: the same id, else, for objects Xcode
/// saved again under new ids, the same parent, kind and slot with the same name, or for objects
/// without names the same position among those of their kind.
struct ObjectMatching {
    /// For each old object, the position of the new one it is, or -1.
    private(set) var oldToNew: [Int]
    /// For each new object, the position of the old one it is, or -1.
    private(set) var newToOld: [Int]

    init(old: SemanticDocument, new: SemanticDocument) {
        oldToNew = [Int](repeating: -1, count: old.objects.count)
        newToOld = [Int](repeating: -1, count: new.objects.count)
        for (index, object) in new.objects.enumerated() {
            if let oldIndex = old.index(ofID: object.id), oldToNew[oldIndex] < 0, (oldIndex == 0) == (index == 0) {
                (oldToNew[oldIndex], newToOld[index]) = (index, oldIndex)
            }
        }
        // Parents come before their children, so a parent matched here matches its children next.
        for (index, object) in new.objects.enumerated() where newToOld[index] < 0 {
            guard let parent = object.parent, newToOld[parent] >= 0 else { continue }
            let oldParent = newToOld[parent]
            func isCandidate(_ document: SemanticDocument, _ child: Int) -> Bool {
                document.objects[child].kind == object.kind && document.objects[child].slot == object.slot
            }
            let candidates = old.objects[oldParent].children.filter { oldToNew[$0] < 0 && isCandidate(old, $0) }
            var chosen: Int?
            if let name = object.name {
                chosen = candidates.first { old.objects[$0].name == name }
            } else {
                let oldSiblings = old.objects[oldParent].children.filter { isCandidate(old, $0) }
                let newSiblings = new.objects[parent].children.filter { isCandidate(new, $0) }
                if let position = newSiblings.firstIndex(of: index), position < oldSiblings.count {
                    let sibling = oldSiblings[position]
                    if oldToNew[sibling] < 0, old.objects[sibling].name == nil { chosen = sibling }
                }
            }
            if let chosen { (oldToNew[chosen], newToOld[index]) = (index, chosen) }
        }
    }

    /// The id in `new` of the object `id` names in `old`; an id the old version has no object
    /// of as written, and one whose object is gone marked so it equals no new id.
    func newID(ofOld id: String, _ old: SemanticDocument, _ new: SemanticDocument) -> String {
        guard let index = old.index(ofID: id) else { return id }
        let newIndex = oldToNew[index]
        return newIndex >= 0 ? new.objects[newIndex].id : "\u{0}" + id
    }
}
