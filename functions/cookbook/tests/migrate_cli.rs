//! `cookbook migrate` and `cookbook export` through the real binary (CONTRACTS.md §9 CLI): the
//! report on stdout, a folder read like a zip, a bad file refused with a message and nothing
//! stored, and the export zip in the Nextcloud Cookbook layout.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_cookbook");

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/migrate")
        .join(name)
}

fn cookbook(data: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("--data")
        .arg(data)
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("cookbook runs")
}

fn report(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the report is JSON")
}

#[test]
fn migrate_prints_the_report_and_export_writes_the_nextcloud_layout() {
    let data = tempfile::tempdir().unwrap();
    let tandoor = fixture("tandoor.zip");
    let done = report(&cookbook(
        data.path(),
        &["migrate", tandoor.to_str().unwrap(), "--user", "ann"],
    ));
    assert_eq!(done["status"], "Completed");
    assert_eq!(
        (done["imported"].as_u64(), done["failed"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(done["items"][0]["name"], "Chickpea Tray Bake");

    // The Nextcloud layout as a folder on disk, not zipped: the same recipes come in.
    let folder = tempfile::tempdir().unwrap();
    let lentils = folder.path().join("Spiced Lentils");
    std::fs::create_dir(&lentils).unwrap();
    let json = zip_entry(
        &std::fs::read(fixture("nextcloud.zip")).unwrap(),
        "Spiced Lentils/recipe.json",
    );
    std::fs::write(lentils.join("recipe.json"), json).unwrap();
    let done = report(&cookbook(
        data.path(),
        &["migrate", folder.path().to_str().unwrap(), "--user", "ann"],
    ));
    assert_eq!(
        (done["format"].as_str(), done["imported"].as_u64()),
        (Some("nextcloud"), Some(1))
    );

    let out = data.path().join("ann.zip");
    let exported = cookbook(
        data.path(),
        &["export", "--user", "ann", "--out", out.to_str().unwrap()],
    );
    assert!(exported.status.success());
    let zip = std::fs::read(&out).unwrap();
    let recipe: Value =
        serde_json::from_slice(&zip_entry(&zip, "Chickpea Tray Bake/recipe.json")).unwrap();
    assert_eq!(recipe["@type"], "Recipe");
    assert_eq!(recipe["url"], "https://trays.example/chickpea");
    assert!(
        serde_json::from_slice::<Value>(&zip_entry(&zip, "Spiced Lentils/recipe.json")).is_ok()
    );
}

#[test]
fn a_file_that_is_not_an_export_fails_with_a_message_and_stores_nothing() {
    let data = tempfile::tempdir().unwrap();
    let notes = data.path().join("notes.txt");
    std::fs::write(&notes, "soup, bread, more soup").unwrap();
    let refused = cookbook(
        data.path(),
        &["migrate", notes.to_str().unwrap(), "--user", "ann"],
    );
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("not a zip archive, JSON or HTML"));
    let wrong = cookbook(
        data.path(),
        &[
            "migrate",
            fixture("mealie.zip").to_str().unwrap(),
            "--format",
            "paprika",
            "--user",
            "ann",
        ],
    );
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("WRONG_FORMAT"));
    let out = data.path().join("ann.zip");
    assert!(
        cookbook(
            data.path(),
            &["export", "--user", "ann", "--out", out.to_str().unwrap()]
        )
        .status
        .success()
    );
    assert_eq!(
        zip_names(&std::fs::read(&out).unwrap()),
        Vec::<String>::new()
    );
}

fn zip_names(zip: &[u8]) -> Vec<String> {
    let archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).expect("a zip");
    archive
        .file_names()
        .map(|name| name.expect("a file name").into_owned())
        .collect()
}

fn zip_entry(zip: &[u8], name: &str) -> Vec<u8> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).expect("a zip");
    let mut file = archive
        .by_name(name)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut file, &mut bytes).unwrap();
    bytes
}

#[test]
fn saved_web_pages_become_import_tasks_that_wait_in_review() {
    let data = tempfile::tempdir().unwrap();
    let web = fixture("web.zip");
    let output = cookbook(
        data.path(),
        &["migrate", web.to_str().unwrap(), "--user", "ann"],
    );
    let done = report(&output);
    assert_eq!(done["format"], "web");
    assert_eq!(
        (done["queued"].as_u64(), done["failed"].as_u64()),
        (Some(3), Some(1)),
        "{done}"
    );
    let task_ids: Vec<&str> = done["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|item| item["taskId"].as_str())
        .collect();
    assert_eq!(task_ids.len(), 3);
    let stderr = String::from_utf8_lossy(&output.stderr);
    for id in task_ids {
        assert!(
            stderr.contains(&format!("task {id}: ReviewReady")),
            "{stderr}"
        );
    }
    assert!(stderr.contains("3 of 3 pages wait in review"), "{stderr}");
}
