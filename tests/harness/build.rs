//! The tools and binaries the Lambda end-to-end tests run: cargo-lambda (found, or installed
//! from its Python wheel as `tests/run` does) and the function binaries, built with the
//! features `cargo test --workspace` resolves so they reuse the test build.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Once;

use serde_json::Value;

pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `cargo`, as the one running this test (`CARGO`), in the workspace root.
pub fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(workspace_root());
    command
}

fn cargo_lambda_found() -> bool {
    cargo()
        .args(["lambda", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Makes sure `cargo lambda` runs: installs the cargo-lambda wheel (the binary alone; its zig
/// dependency is only for cross builds) when it is missing.
pub fn ensure_cargo_lambda() {
    static CHECKED: Once = Once::new();
    CHECKED.call_once(|| {
        if cargo_lambda_found() {
            return;
        }
        let installed = Command::new("python3")
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
            ])
            .args(["--no-deps", "cargo-lambda"])
            .status()
            .is_ok_and(|status| status.success());
        // pyenv puts new console scripts behind shims that appear only after a rehash.
        let _ = Command::new("pyenv")
            .arg("rehash")
            .stderr(Stdio::null())
            .status();
        assert!(
            installed && cargo_lambda_found(),
            "cargo-lambda is not installed and `pip install cargo-lambda` did not provide it"
        );
    });
}

/// Builds `binaries` with the features `cargo test --workspace` resolves (test targets
/// selected), so this reuses the test build instead of compiling the AWS SDK a second time with
/// the narrower feature set of `cargo build -p binary`; returns each binary's path.
pub fn build_as_tested(binaries: &[&str]) -> HashMap<String, PathBuf> {
    let mut command = cargo();
    command.args(["build", "--locked", "--workspace", "--tests"]);
    for binary in binaries {
        command.args(["--bin", binary]);
    }
    let output = command
        .args(["--quiet", "--message-format", "json-render-diagnostics"])
        .stderr(Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("cannot start cargo build: {e}"));
    assert!(
        output.status.success(),
        "cargo build of {binaries:?} failed ({})",
        output.status
    );
    // Cargo names every artifact it produced; keep the executables of the bin targets.
    let executables: HashMap<String, PathBuf> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact")
        // `--tests` also builds each binary's unit-test harness, under the same target name.
        .filter(|message| message["profile"]["test"] == false)
        .filter_map(|message| {
            let name = message["target"]["name"].as_str()?;
            let executable = message["executable"].as_str()?;
            binaries
                .contains(&name)
                .then(|| (name.to_owned(), PathBuf::from(executable)))
        })
        .collect();
    for binary in binaries {
        assert!(
            executables.contains_key(*binary),
            "cargo build reported no executable for {binary}"
        );
    }
    executables
}
