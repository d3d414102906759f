import UIKit

/// The downloads screen: a card with the progress of each download.
final class DownloadsViewController: UIViewController {}
