//! `cookbook chat` as a terminal session: one reply per line typed, on stdout, with the offline
//! model and no key, planning from the core catalog of a fresh data folder.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn a_session_answers_each_line_and_ends_at_end_of_input() {
    let data = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cookbook"))
        .args(["--data"])
        .arg(data.path())
        .args(["chat", "--user", "dana"])
        .env_remove("LLM_PROVIDER")
        .env_remove("LLM_PHASE_PROVIDERS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start cookbook chat");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"hello\n\nshow my plan\nplan 3 days of French dinners\nmake a shopping list\n")
        .expect("type");
    let output = child.wait_with_output().expect("session ends");
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).expect("utf-8");
    let replies: Vec<&str> = stdout.lines().collect();
    assert_eq!(replies.len(), 4, "one reply per non-empty line: {stdout}");
    assert!(replies[0].starts_with("I can plan meals"), "{stdout}");
    assert!(replies[1].contains("no meal plan"), "{stdout}");
    assert!(
        replies[2].starts_with("Planned 3 meals"),
        "the core catalog is there: {stdout}"
    );
    assert!(replies[3].contains("shopping list has"), "{stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("[show_current_plan"),
        "tool calls go to stderr: {stderr}"
    );
}
