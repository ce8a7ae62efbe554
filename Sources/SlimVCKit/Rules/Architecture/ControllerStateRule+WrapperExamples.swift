/// `controller_state` examples of properties behind a wrapper: state when the wrapper keeps
/// the value in the controller, not when a dependency container or a binding's owner does;
/// and of AppKit's, Google Maps' and MapKit's UI objects, whose prefixes other types
/// share, Core Graphics' geometry and libraries' plumbing.
enum ControllerStateWrapperExamples {
    static let triggering = [
        // A `CGFloat` is a number, which may be what the screen shows (a download's progress),
        // here as a framework's delegate reports it.
        Example("""
            final class DownloadViewController: UIViewController {
                private var ↓progress: CGFloat = 0
                func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData written: Int64,
                                totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
                    progress = CGFloat(totalBytesWritten) / CGFloat(totalBytesExpectedToWrite)
                }
            }
            """),
        // A framework's observer reports data, named after the protocol it answers.
        Example("""
            final class AlbumViewController: UIViewController, PHPhotoLibraryChangeObserver {
                private var ↓assets: PHFetchResult<PHAsset>?
                func photoLibraryDidChange(_ changeInstance: PHChange) {
                    assets = changeInstance.changeDetails(for: assets!)?.fetchResultAfterChanges
                }
            }
            """),
        // A number per row other than its height, and a project's place, even one a map can
        // show, are the screen's data. A collaborator's suffix counts as a word of its own
        // (`downloader` is no `Loader`).
        Example("""
            final class DownloadsViewController: UIViewController {
                private var ↓progressByRow: [IndexPath: Double] = [:]
                private var ↓downloader: TWRDownload?
                private var ↓widths = [String: CGFloat]()
                private var ↓meetingPoint: Place?
                @IBAction func edit(_ sender: Any) {
                    progressByRow = editor.edited(progressByRow)
                    downloader = editor.edited(downloader)
                    widths = editor.edited(widths)
                    meetingPoint = editor.edited(meetingPoint)
                }
            }
            final class Place: NSObject, MKAnnotation, Codable {
                var coordinate: CLLocationCoordinate2D
                init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
            }
            """),
        // A project's request is the screen's data, not a library's task kept to be cancelled.
        Example("""
            final class FriendsViewController: UIViewController {
                private var ↓pendingRequest: FriendRequest?
                @IBAction func edit(_ sender: Any) { pendingRequest = editor.edited(pendingRequest) }
            }
            struct FriendRequest { let from: String }
            """),
        // A wrapper that keeps its value in the controller is state: a published list, an actor's total.
        Example("""
            final class StorageViewController: UIViewController {
                @Published var ↓files: [File] = []
                @MainActor private var ↓totalSize: UInt64 = 0
                @IBAction func edit(_ sender: Any) { files = editor.edited(files); totalSize = editor.edited(totalSize) }
            }
            struct File { let name: String }
            """),
        // A project's wrapper that keeps the value it wraps (a getter and a setter) keeps it
        // in the controller.
        Example("""
            final class PlayerViewController: UIViewController {
                @Clamped(0...10) private var ↓volume = 5
                func louder() { volume += 1 }
                @IBAction func edit(_ sender: Any) { volume = editor.edited(volume) }
            }
            @propertyWrapper struct Clamped {
                private var value: Int
                let range: ClosedRange<Int>
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
                init(wrappedValue: Int, _ range: ClosedRange<Int>) { (value, self.range) = (wrappedValue, range) }
            }
            """),
        // A project's value named like a UI object is still a value.
        Example("""
            final class MarketViewController: UIViewController {
                private var ↓indicator: MarketIndicator?
                @IBAction func edit(_ sender: Any) { indicator = editor.edited(indicator) }
            }
            final class MarketIndicator {
                let marketCap: String
                init(marketCap: String) { self.marketCap = marketCap }
            }
            """),
    ]

    static let nonTriggering = ControllerStateWrapperExemptExamples.nonTriggering
}
