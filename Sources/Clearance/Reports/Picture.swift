import Foundation

/// Draws a scenario's failing state as SVG: the device's screen, its safe areas, the window,
/// the keyboard, every view (the active field in red), next to the reference layout (the
/// keyboard never shown), with the violation's numbers in a caption.
public enum Picture {
    /// The SVG for `scenario` run against `strategy`, stopped at the first violation of
    /// `invariants` (or at the end when none fails).
    public static func svg(_ scenario: Scenario, strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                           assumptions: Assumptions = Assumptions()) -> String {
        let outcome = ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions).run(scenario, keepWorld: true)
        let title = outcome.violation.map { "\(strategy.id): \($0.invariant) \($0.when)" } ?? "\(strategy.id): no violation"
        var caption = outcome.violation.map { [$0.message] + ($0.diagnosis.map { [$0.explanation] } ?? []) } ?? []
        if let numbers = outcome.violation?.numbers, !numbers.isEmpty {
            caption.append(numbers.map { "\($0.name) \(fmt(CGFloat($0.value)))" }.joined(separator: " · "))
        }
        return svg(title: title, caption: caption, failing: outcome.world!, reference: outcome.referenceWorld!)
    }

    static let panelHeight: Double = 480
    static let margin: Double = 24

    static func svg(title: String, caption: [String], failing: World, reference: World) -> String {
        let size = failing.screen.bounds.size
        let scale = panelHeight / Double(max(size.height, 1))
        let panelWidth = Double(size.width) * scale
        let width = margin * 3 + panelWidth * 2
        let height = margin * 2 + 44 + panelHeight + 24 + Double(caption.count) * 18 + margin
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="13">
        <rect width="100%" height="100%" fill="#ffffff"/>
        <text x="\(n(margin))" y="\(n(margin + 14))" font-size="15" font-weight="bold">\(escape(title))</text>

        """
        let top = margin + 44
        out += panel(failing, label: "at the failure", x: margin, y: top, scale: scale)
        out += panel(reference, label: "reference: keyboard never shown", x: margin * 2 + panelWidth, y: top, scale: scale)
        var y = top + panelHeight + 30
        for line in caption {
            out += "<text x=\"\(n(margin))\" y=\"\(n(y))\">\(escape(line))</text>\n"
            y += 18
        }
        out += "</svg>\n"
        return out
    }

    /// One world, drawn in screen space.
    static func panel(_ world: World, label: String, x: Double, y: Double, scale: Double) -> String {
        func r(_ rect: CGRect) -> (Double, Double, Double, Double) {
            (x + Double(rect.minX) * scale, y + Double(rect.minY) * scale, Double(rect.width) * scale, Double(rect.height) * scale)
        }
        // Labels already drawn (their boxes): a new one moves down a line until it overlaps
        // none, and is left out when its rectangle has no free line for it.
        var labels: [CGRect] = []
        func rect(_ rect: CGRect, _ style: String, name: String? = nil) -> String {
            let (rx, ry, rw, rh) = r(rect)
            var text = "<rect x=\"\(n(rx))\" y=\"\(n(ry))\" width=\"\(n(max(0, rw)))\" height=\"\(n(max(0, rh)))\" \(style)/>"
            if let name, !name.isEmpty, rh >= 10 {
                let width = Double(name.count) * labelCharacterWidth
                var line = 0.0
                while ry + line + 12 <= ry + max(rh, 12) {
                    let box = CGRect(x: rx + 3, y: ry + line + 1, width: width, height: labelLineHeight)
                    if !labels.contains(where: { $0.intersects(box) }) {
                        labels.append(box)
                        text += "<text x=\"\(n(rx + 3))\" y=\"\(n(ry + line + 11))\" font-size=\"10\" fill=\"#333\">\(escape(name))</text>"
                        break
                    }
                    line += labelLineHeight
                }
            }
            return text + "\n"
        }
        let screen = world.screen.bounds
        let window = world.window.frame
        var out = "<g>\n<text x=\"\(n(x))\" y=\"\(n(y - 6))\" fill=\"#555\">\(escape(label))</text>\n"
        let (sx, sy, sw, sh) = r(screen)
        out += "<rect x=\"\(n(sx - 4))\" y=\"\(n(sy - 4))\" width=\"\(n(sw + 8))\" height=\"\(n(sh + 8))\" rx=\"14\" fill=\"#222\"/>\n"
        out += rect(screen, "fill=\"#f4f4f4\"")
        // Safe areas of the window, shaded.
        let safe = world.window.safeAreaInsets
        if safe.top > 0 { out += rect(CGRect(x: window.minX, y: window.minY, width: window.width, height: safe.top), "fill=\"#ffe9a8\" opacity=\"0.8\"") }
        if safe.bottom > 0 {
            out += rect(CGRect(x: window.minX, y: window.maxY - safe.bottom, width: window.width, height: safe.bottom), "fill=\"#ffe9a8\" opacity=\"0.8\"")
        }
        out += rect(window, "fill=\"none\" stroke=\"#2b6cb0\" stroke-width=\"2\"", name: "window")
        // Views, back to front, in screen space.
        let responder = world.firstResponder as? UIView
        for view in world.window.subtree where view !== world.window && !view.isHiddenInHierarchy {
            let frame = view.frameInWindow.offsetBy(dx: window.minX, dy: window.minY)
            if view === responder {
                out += rect(frame, "fill=\"#e53e3e\" fill-opacity=\"0.55\" stroke=\"#c53030\" stroke-width=\"2\"", name: view.name)
            } else if view is BarView {
                out += rect(frame, "fill=\"#cbd5e0\" stroke=\"#718096\"", name: view.name)
            } else if view.textInput != nil || view is UIButton {
                out += rect(frame, "fill=\"#ffffff\" stroke=\"#4a5568\"", name: view.name)
            } else {
                out += rect(frame, "fill=\"none\" stroke=\"#a0aec0\" stroke-dasharray=\"3 2\"", name: view.subviews.isEmpty ? view.name : nil)
            }
        }
        // Each scroll view's bottom inset: content scrolls only down to this line.
        for case let scroll as UIScrollView in world.window.subtree where !scroll.isHiddenInHierarchy && scroll.adjustedContentInset.bottom > 0 {
            let frame = scroll.frameInWindow.offsetBy(dx: window.minX, dy: window.minY)
            let lineY = frame.maxY - scroll.adjustedContentInset.bottom
            let (lx, ly, lw, _) = r(CGRect(x: frame.minX, y: lineY, width: frame.width, height: 0))
            out += "<line x1=\"\(n(lx))\" y1=\"\(n(ly))\" x2=\"\(n(lx + lw))\" y2=\"\(n(ly))\" stroke=\"#dd6b20\" stroke-width=\"2\" stroke-dasharray=\"6 3\"/>"
            out += "<text x=\"\(n(lx + lw - 4))\" y=\"\(n(ly - 4))\" font-size=\"10\" fill=\"#dd6b20\" text-anchor=\"end\">\(escape("\(scroll.name) bottom inset \(fmt(scroll.adjustedContentInset.bottom)) pt"))</text>\n"
        }
        if world.keyboard.isOnScreen, let keyboard = world.keyboard.screenFrame {
            out += rect(keyboard.intersection(screen).isNull ? .zero : keyboard.intersection(screen),
                        "fill=\"#4a5568\" fill-opacity=\"0.75\" stroke=\"#1a202c\"", name: "keyboard (\(world.keyboard.mode))")
        }
        out += "</g>\n"
        return out
    }

    /// A 10 pt label's line height and (generous) average character width, in pixels.
    static let labelLineHeight = 11.0
    static let labelCharacterWidth = 6.0

    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        // Past 2^53 every Double is whole and `Int` may not hold it: written as it is.
        guard abs(rounded) < 9_007_199_254_740_992 else { return String(rounded) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Escapes text for XML.
    public static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }
}

extension UIView {
    /// Whether it or an ancestor is hidden.
    var isHiddenInHierarchy: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }
}
