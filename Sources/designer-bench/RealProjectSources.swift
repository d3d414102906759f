/// The Swift and Objective-C sources of the generated real project, as an iOS team writes them:
/// view controllers with `@IBOutlet`s and `@IBAction`s, `@IBDesignable` views with
/// `@IBInspectable`s, Objective-C headers with `IBOutlet` properties and `IBAction` methods, and
/// the models, services and helpers around them, a hundred-odd lines each.
enum RealProjectSources {
    /// An `@IBInspectable`: its name, its Swift type and a default value.
    struct Inspectable {
        let name: String
        let type: String
        let value: String
    }

    /// An `@IBDesignable` view class of a module, with its inspectables.
    struct Designable {
        let name: String
        let superclass: String
        let inspectables: [Inspectable]
    }

    static func header(_ file: String, module: String) -> String {
        "//\n//  \(file)\n//  \(module)\n//\n//  Copyright © 2026 Example Shop. All rights reserved.\n//\n\n"
    }

    /// A Swift `@IBDesignable` view, `open` or `public` when its module is a library.
    static func designable(_ view: Designable, module: String, access: String, seed: Int) -> String {
        var text = header("\(view.name).swift", module: module) + "import UIKit\n\n"
        text += "/// A \(view.superclass) drawn in Interface Builder, configured through its inspectables.\n"
        text +=
            "@IBDesignable\n\(access.isEmpty ? "" : access == "public" ? "open " : "\(access) ")class \(view.name): \(view.superclass) {\n"
        let member = access.isEmpty ? "" : "public "
        for inspectable in view.inspectables {
            text +=
                "    @IBInspectable \(member)var \(inspectable.name): \(inspectable.type) = \(inspectable.value) {\n"
            text += "        didSet { setNeedsLayout() }\n    }\n\n"
        }
        text += """
                \(member.isEmpty ? "" : "public ")override init(frame: CGRect) {
                    super.init(frame: frame)
                    commonInit()
                }

                \(member.isEmpty ? "" : "public ")required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    commonInit()
                }

                \(member)override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    commonInit()
                }

                private func commonInit() {
                    isAccessibilityElement = true
                    accessibilityIdentifier = "\(view.name)"
                }

            """
        return text + SwiftFiller.methods(6, seed: seed) + "}\n"
    }

    /// A view controller with outlets (`name: Type`) and actions (`selector: sender type`).
    static func controller(
        _ name: String, superclass: String, module: String, imports: [String], outlets: [(String, String)],
        collections: [(String, String)] = [], actions: [(String, String)], seed: Int
    ) -> String {
        var text = header("\(name).swift", module: module)
        text += (["UIKit"] + imports).map { "import \($0)\n" }.joined() + "\n"
        text += "final class \(name): \(superclass) {\n    // MARK: - Outlets\n\n"
        for (index, (outlet, type)) in outlets.enumerated() {
            text += "    @IBOutlet \(index % 3 == 0 ? "private " : "")weak var \(outlet): \(type)!\n"
        }
        for (outlet, type) in collections { text += "    @IBOutlet var \(outlet): [\(type)]!\n" }
        text += """

                private var observers: [NSObjectProtocol] = []
                private lazy var formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.locale = Locale(identifier: "en_US")
                    return formatter
                }()

                // MARK: - Life cycle

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("\(name).title", comment: "The screen's title")
                    observers.append(
                        NotificationCenter.default.addObserver(
                            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
                        ) { [weak self] _ in
                            self?.reload()
                        })
                }

                deinit {
                    observers.forEach(NotificationCenter.default.removeObserver)
                }

                // MARK: - Actions


            """
        for (index, (selector, sender)) in actions.enumerated() {
            let visibility = index % 2 == 0 ? "" : "private "
            text += "    @IBAction \(visibility)func \(selector)(_ sender: \(sender)) {\n"
            text += "        log(\"\\(#function) from \\(String(describing: type(of: sender)))\")\n"
            text += "        reload()\n    }\n\n"
        }
        text += """
                @IBAction func unwindTo\(name)(_ segue: UIStoryboardSegue) {}

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    switch segue.identifier {
                    case "show"?:
                        segue.destination.navigationItem.largeTitleDisplayMode = .never
                    default:
                        break
                    }
                }

                private func log(_ message: String) {
                    #if DEBUG
                        print("[\(name)] \\(message)")
                    #endif
                }

                private func reload() {
                    guard isViewLoaded else { return }
                    view.setNeedsLayout()
                }


            """
        return text + SwiftFiller.methods(5, seed: seed) + "}\n"
    }

    /// A table view cell with outlets.
    static func cell(_ name: String, module: String, access: String, outlets: [(String, String)], seed: Int)
        -> String
    {
        var text = header("\(name).swift", module: module) + "import UIKit\n\n"
        let member = access.isEmpty ? "" : "public "
        text += "\(access.isEmpty ? "final " : "open ")class \(name): UITableViewCell {\n"
        text += "    \(member)static let reuseIdentifier = \"\(name)\"\n\n"
        for (outlet, type) in outlets { text += "    @IBOutlet \(member)weak var \(outlet): \(type)!\n" }
        text += """

                @IBInspectable \(member)var highlightColor: UIColor = .systemGray6

                \(member)override func awakeFromNib() {
                    super.awakeFromNib()
                    selectedBackgroundView = UIView()
                    selectedBackgroundView?.backgroundColor = highlightColor
                }

                \(member)override func prepareForReuse() {
                    super.prepareForReuse()
                    accessoryType = .none
                }


            """
        return text + SwiftFiller.methods(3, seed: seed) + "}\n"
    }

    /// A Swift file of no Interface Builder class: a model, a service, a helper.
    static func plain(_ name: String, module: String, seed: Int) -> String {
        var text = header("\(name).swift", module: module) + "import Foundation\n\n"
        switch seed % 4 {
        case 0:
            text += "struct \(name): Codable, Hashable, Sendable {\n    let id: UUID\n    var title: String\n"
            text += "    var price: Decimal\n    var tags: [String] = []\n    var updatedAt: Date?\n\n"
            text += "    enum CodingKeys: String, CodingKey {\n        case id, title, price, tags\n"
            text += "        case updatedAt = \"updated_at\"\n    }\n}\n\nextension \(name) {\n"
        case 1:
            text += "protocol \(name)Providing: AnyObject {\n    func load() async throws -> [String]\n}\n\n"
            text += "final class \(name): \(name)Providing {\n    private let session: URLSession\n\n"
            text += "    init(session: URLSession = .shared) {\n        self.session = session\n    }\n\n"
            text +=
                "    func load() async throws -> [String] {\n        let url = URL(string: \"https://api.example.com/\(name.lowercased())\")!\n"
            text +=
                "        let (data, _) = try await session.data(from: url)\n        return try JSONDecoder().decode([String].self, from: data)\n    }\n\n"
        case 2:
            text +=
                "enum \(name) {\n    case idle\n    case loading(progress: Double)\n    case loaded([String])\n    case failed(any Error)\n\n"
            text +=
                "    var isLoading: Bool {\n        if case .loading = self { return true }\n        return false\n    }\n\n"
        default:
            text +=
                "@MainActor\nfinal class \(name): ObservableObject {\n    @Published private(set) var items: [String] = []\n"
            text += "    @Published var query = \"\"\n    private var task: Task<Void, Never>?\n\n"
            text += "    func refresh() {\n        task?.cancel()\n        task = Task { [weak self] in\n"
            text +=
                "            try? await Task.sleep(nanoseconds: 300_000_000)\n            self?.items = [\"a\", \"b\"].filter { $0.hasPrefix(self?.query ?? \"\") }\n        }\n    }\n\n"
        }
        return text + SwiftFiller.methods(7, seed: seed) + "}\n"
    }

    /// An XCTest case.
    static func testCase(_ name: String, seed: Int) -> String {
        var text = header("\(name).swift", module: "ShopTests") + "import XCTest\n@testable import Shop\n\n"
        text += "final class \(name): XCTestCase {\n    private var subject: [String]!\n\n"
        text += "    override func setUpWithError() throws {\n        subject = [\"first\", \"second\"]\n    }\n\n"
        for index in 0..<6 {
            text += "    func testCase\(index)() throws {\n        XCTAssertEqual(subject.count, 2)\n"
            text += "        XCTAssertTrue(subject.contains(\"first\"), \"case \(index)\")\n    }\n\n"
        }
        return text + SwiftFiller.methods(2, seed: seed) + "}\n"
    }

    /// An Objective-C class: its header, with `IBOutlet` properties, `IBInspectable`s and
    /// `IBAction` methods, and its implementation.
    static func objectiveC(
        _ name: String, superclass: String, designable: Bool, outlets: [(String, String)],
        inspectables: [(String, String)], actions: [String], seed: Int
    ) -> (header: String, implementation: String) {
        var header = Self.header("\(name).h", module: "Objective-C") + "#import <UIKit/UIKit.h>\n\n"
        header += "NS_ASSUME_NONNULL_BEGIN\n\n/// \(name): drawn in Interface Builder.\n"
        header += (designable ? "IB_DESIGNABLE\n" : "") + "@interface \(name) : \(superclass)\n\n"
        for (outlet, type) in outlets {
            header += "@property (nonatomic, weak, nullable) IBOutlet \(type) *\(outlet);\n"
        }
        for (inspectable, type) in inspectables {
            let pointer = type.hasPrefix("UI") || type.hasPrefix("NS")
            header +=
                "@property (nonatomic\(pointer ? ", strong" : "")) IBInspectable \(type) \(pointer ? "*" : "")\(inspectable);\n"
        }
        header += "\n"
        for action in actions { header += "- (IBAction)\(action):(id)sender;\n" }
        header += "- (void)reloadAnimated:(BOOL)animated completion:(nullable void (^)(BOOL finished))completion;\n\n"
        header += "@end\n\nNS_ASSUME_NONNULL_END\n"
        var implementation = Self.header("\(name).m", module: "Objective-C") + "#import \"\(name).h\"\n\n"
        implementation += "@interface \(name) ()\n@property (nonatomic, assign) NSInteger reloadCount;\n@end\n\n"
        implementation += "@implementation \(name)\n\n#pragma mark - Actions\n\n"
        for action in actions {
            implementation +=
                "- (IBAction)\(action):(id)sender {\n    NSLog(@\"%s %@\", __PRETTY_FUNCTION__, sender);\n"
            implementation += "    [self reloadAnimated:YES completion:nil];\n}\n\n"
        }
        implementation += "#pragma mark - Loading\n\n"
        implementation += "- (void)reloadAnimated:(BOOL)animated completion:(void (^)(BOOL finished))completion {\n"
        implementation += "    self.reloadCount += 1;\n    __weak typeof(self) weakSelf = self;\n"
        implementation +=
            "    dispatch_async(dispatch_get_main_queue(), ^{\n        __strong typeof(weakSelf) strongSelf = weakSelf;\n"
        implementation +=
            "        if (!strongSelf) { return; }\n        if (completion) { completion(animated); }\n    });\n}\n\n"
        for index in 0..<(4 + seed % 4) {
            implementation += "- (NSString *)descriptionForItem\(index):(NSInteger)value {\n"
            implementation += "    switch (value % 3) {\n        case 0: return @\"none\";\n"
            implementation += "        case 1: return [NSString stringWithFormat:@\"one of %ld\", (long)value];\n"
            implementation +=
                "        default: return [@[@\"many\", @\"more\"] componentsJoinedByString:@\", \"];\n    }\n}\n\n"
        }
        return (header, implementation + "@end\n")
    }
}

/// Method bodies of ordinary Swift, a dozen lines each, varied by a seed.
enum SwiftFiller {
    static func methods(_ count: Int, seed: Int) -> String {
        var text = "    // MARK: - Helpers\n\n"
        for index in 0..<count {
            let name = "helper\(seed % 97)x\(index)"
            switch (seed + index) % 5 {
            case 0:
                text += """
                        func \(name)(_ values: [Int]) -> [String: Int] {
                            var counts: [String: Int] = [:]
                            for value in values where value > \(index) {
                                let key = value.isMultiple(of: 2) ? "even" : "odd"
                                counts[key, default: 0] += value
                            }
                            return counts
                        }


                    """
            case 1:
                text += """
                        private func \(name)(title: String?, subtitle: String? = nil) -> String {
                            guard let title, !title.isEmpty else {
                                return subtitle ?? "—"
                            }
                            // Titles longer than a line are cut, as the design asks.
                            let trimmed = title.count > 40 ? String(title.prefix(39)) + "…" : title
                            return [trimmed, subtitle].compactMap { $0 }.joined(separator: " · ")
                        }


                    """
            case 2:
                text += """
                        func \(name)(completion: @escaping (Result<Int, any Error>) -> Void) {
                            DispatchQueue.global(qos: .userInitiated).async {
                                let total = (0..<\(10 + index)).reduce(0) { $0 + $1 * $1 }
                                DispatchQueue.main.async {
                                    completion(.success(total))
                                }
                            }
                        }


                    """
            case 3:
                text += """
                        /// Describes the state for accessibility, in the user's language.
                        var \(name)Description: String {
                            let format = NSLocalizedString("state.%d", comment: "")
                            return String(format: format, \(index))
                                + \"\"\"
                                 (\\(#line))
                                \"\"\"
                        }


                    """
            default:
                text += """
                        func \(name)<T: Comparable>(_ items: [T], limit: Int = \(index + 3)) -> [T] {
                            let sorted = items.sorted { lhs, rhs in lhs > rhs }
                            if sorted.count <= limit { return sorted }
                            return Array(sorted[..<limit])
                        }


                    """
            }
        }
        return text
    }
}
