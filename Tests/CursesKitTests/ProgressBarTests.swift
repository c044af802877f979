import CursesKit
import Testing

@MainActor
private func hostedBar(width: Int = 10) -> (ProgressBar, TestHost) {
    let bar = ProgressBar()
    let host = TestHost(root: bar, width: width, height: 1)
    return (bar, host)
}

@MainActor
@Suite struct ProgressBarTests {
    @Test(arguments: [
        (0.0, "          "),
        (0.45, "████▌     "),
        (0.0125, "▏         "),
        (0.5375, "█████▍    "),
        (0.99, "█████████▉"),
        (1.0, "██████████"),
        (1.7, "██████████"),
    ])
    func fillsWithEighthBlocks(progress: Double, expected: String) {
        let (bar, host) = hostedBar()
        bar.progress = progress
        #expect(host.render(full: true) == [expected])
    }

    @Test func labelAndPercentage() {
        let (bar, host) = hostedBar(width: 16)
        bar.label = "Load"
        bar.showsPercentage = true
        bar.progress = 0.5
        #expect(host.render(full: true) == ["Load ███     50%"])
    }

    @Test func progressAnimatesFrameByFrame() {
        let (bar, host) = hostedBar()
        host.render(full: true)
        var finished: Bool?
        Widget.animate(
            duration: 1, curve: .linear, changes: { bar.progress = 1 }, completion: { finished = $0 })
        #expect(bar.progress == 1)
        #expect(host.render() == ["          "])
        host.advance(by: 0.25)
        #expect(host.render() == ["██▌       "])
        host.advance(by: 0.25)
        #expect(host.render() == ["█████     "])
        host.advance(by: 0.5)
        #expect(host.render() == ["██████████"])
        #expect(finished == true)
        #expect(!host.animator.hasTimer)
    }

    @Test func indeterminateSweepRunsOnlyWhileOnScreen() {
        let root = Widget()
        let host = TestHost(root: root, width: 8, height: 1)
        let bar = ProgressBar()
        bar.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        bar.isIndeterminate = true
        bar.sweepDuration = 1
        root.addSubwidget(bar)
        #expect(host.render(full: true) == ["        "])
        #expect(host.animator.hasTimer)
        host.advance(by: 0.5)
        #expect(host.render() == ["   ██   "])
        host.advance(by: 0.3)
        #expect(host.render() == ["      ██"])
        bar.removeFromSuperwidget()
        host.advance(by: 0.1)
        #expect(!host.animator.hasTimer)
        #expect(!bar.isSweeping)
    }

    @Test func switchingToDeterminateStopsTheSweep() {
        let (bar, host) = hostedBar(width: 8)
        bar.isIndeterminate = true
        host.render(full: true)
        #expect(bar.isSweeping)
        bar.isIndeterminate = false
        bar.progress = 0.5
        #expect(host.render() == ["████    "])
        #expect(!host.animator.hasTimer)
    }

    @Test func barStyleColoursTheFill() {
        let (bar, host) = hostedBar(width: 4)
        bar.barStyle = Style(foreground: .green)
        bar.progress = 0.5
        host.render(full: true)
        #expect(host.buffer.cell(at: .zero).style.foreground == .green)
        #expect(host.buffer.cell(at: Point(x: 3, y: 0)).style.foreground == .default)
    }
}
