import ArgumentParser
import Foundation
import OpenUIKitPorting

/// `openuikit-port`: rewrites a directory of Swift sources written for iOS
/// in place so that they compile against OpenUIKit on Linux (see
/// ``Porter``), and reports each change and each place left for a person
/// as `path:line: fixed|left: message`.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit-port",
        abstract: "Rewrites iOS Swift sources' Objective-C idioms for OpenUIKit on Linux, in place.")

    @Argument(help: "A directory (searched recursively) or Swift files.")
    var paths: [String]

    @Flag(help: "Print the changes as a unified diff; write nothing.")
    var dryRun = false

    func run() throws {
        let files = try paths.flatMap(Self.swiftFiles(under:)).sorted()
        var sources: [String: String] = [:]
        var requirements = Set<String>()
        var importsUIKit = false
        for file in files {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            sources[file] = source
            requirements.formUnion(Porter.optionalRequirements(in: source))
            importsUIKit = importsUIKit || Porter.importsUIKit(source)
        }
        var fixed = 0, left = 0, changedFiles = 0
        for file in files {
            let source = sources[file]!
            let (ported, notes) = Porter.port(source, optionalRequirements: requirements, moduleImportsUIKit: importsUIKit)
            for note in notes { print("\(file):\(note)") }
            fixed += notes.filter(\.fixed).count
            left += notes.filter { !$0.fixed }.count
            guard ported != source else { continue }
            changedFiles += 1
            if dryRun {
                print(try Self.diff(file, source, ported), terminator: "")
            } else {
                try ported.write(toFile: file, atomically: true, encoding: .utf8)
            }
        }
        print("\(files.count) files, \(changedFiles) \(dryRun ? "would change" : "changed"); \(fixed) fixes, \(left) places left")
    }

    /// The `.swift` files at `path` (a file, or a directory searched recursively).
    static func swiftFiles(under path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("no such file or directory: \(path)")
        }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
        }
        return files
    }

    /// `diff -u` of the file before and after.
    static func diff(_ file: String, _ before: String, _ after: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ported = directory.appendingPathComponent("ported.swift")
        try after.write(to: ported, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", "--label", file, "--label", file, file, ported.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
