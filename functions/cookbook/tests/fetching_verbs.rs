//! The verbs that fetch, end to end with the real binary and a loopback fixture server:
//! `cookbook import` (one URL, a batch file or a search query, into drafts for review) and
//! `cookbook extract --url`.

use std::process::Command;

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_cookbook");

const PAGE: &str = r#"<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Toast",
"recipeIngredient":["2 slices bread","1 tbsp butter"],"recipeInstructions":["Toast the bread.","Butter it."]}
</script></head><body><h1>Toast</h1></body></html>"#;

/// Serves PAGE at `/toast` on a thread of its own; returns the base URL.
fn fixture_server() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    listener.set_nonblocking(true).unwrap();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            let app = axum::Router::new().route(
                "/toast",
                axum::routing::get(|| async { axum::response::Html(PAGE) }),
            );
            axum::serve(listener, app).await.unwrap();
        });
    });
    base
}

fn import(data: &std::path::Path, args: &[&str]) -> (bool, Vec<Value>, String) {
    import_with(data, args, &[])
}

/// `cookbook import` with `settings` as the only search settings.
fn import_with(
    data: &std::path::Path,
    args: &[&str],
    settings: &[(&str, &str)],
) -> (bool, Vec<Value>, String) {
    let output = Command::new(BIN)
        .arg("--data")
        .arg(data)
        .arg("import")
        .args(args)
        .env("FETCH_ALLOW_LOOPBACK_FOR_TESTS", "true")
        .env("FETCH_RESPECT_ROBOTS", "false")
        .env("FETCH_MIN_INTERVAL_MS", "0")
        .env_remove("SEARCH_API_CONFIG")
        .env_remove("SEARCH_API_KEY")
        .env_remove("SEARCH_CURATED_SOURCES")
        .envs(settings.iter().copied())
        .output()
        .expect("run cookbook import");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON lines on stdout"))
        .collect();
    (
        output.status.success(),
        lines,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn one_url_becomes_a_draft_in_review() {
    let base = fixture_server();
    let data = tempfile::tempdir().unwrap();
    let (ok, lines, stderr) = import(data.path(), &[&format!("{base}/toast"), "--user", "alice"]);
    assert!(ok, "{stderr}");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["status"], "ReviewReady", "{}", lines[0]);
    assert_eq!(lines[0]["owner"], "alice");
    assert_eq!(lines[0]["result"]["draft"]["recipe"]["name"], "Toast");
}

#[test]
fn a_query_needs_a_configured_search_and_says_so_at_once() {
    let data = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let (ok, lines, stderr) = import_with(data.path(), &["--query", "toast"], &[]);
    assert!(!ok, "nothing can serve the query");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "no waiting"
    );
    assert_eq!(lines.len(), 1, "{stderr}");
    assert_eq!(lines[0]["error"]["code"], "DISCOVERY_NOT_CONFIGURED");
    for setting in ["SEARCH_API_CONFIG", "SEARCH_CURATED_SOURCES"] {
        assert!(stderr.contains(setting), "{stderr}");
    }

    let base = fixture_server();
    let curated = format!(r#"[{{"url": "{base}/toast", "title": "Buttered Toast"}}]"#);
    let (ok, lines, stderr) = import_with(
        data.path(),
        &["--query", "toast", "--user", "alice"],
        &[("SEARCH_CURATED_SOURCES", &curated)],
    );
    assert!(ok, "{stderr}");
    assert_eq!(lines[0]["status"], "ReviewReady", "{}", lines[0]);
    assert_eq!(lines[0]["result"]["draft"]["recipe"]["name"], "Toast");
    assert_eq!(
        lines[0]["result"]["candidates"][0]["url"],
        format!("{base}/toast")
    );
}

#[test]
fn a_batch_reports_every_url_and_exits_zero_when_some_fail() {
    let base = fixture_server();
    let data = tempfile::tempdir().unwrap();
    let list = data.path().join("urls.txt");
    std::fs::write(
        &list,
        format!("# my list\n{base}/toast\n\nfile:///etc/passwd\n{base}/missing\n"),
    )
    .unwrap();
    let (ok, lines, stderr) = import(data.path(), &["--batch", list.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let statuses: Vec<(&str, &str)> = lines
        .iter()
        .map(|l| {
            (
                l["status"].as_str().unwrap_or("-"),
                l["error"]["code"].as_str().unwrap_or("-"),
            )
        })
        .collect();
    assert_eq!(
        statuses,
        [
            ("ReviewReady", "-"),
            ("-", "URL_NOT_ALLOWED"),
            ("Failed", "FETCH_HTTP_ERROR")
        ]
    );
}

#[test]
fn extract_fetches_a_url_and_prints_its_draft_without_storing_anything() {
    let base = fixture_server();
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(BIN)
        .current_dir(data.path())
        .args(["extract", "--url", &format!("{base}/toast")])
        .env("FETCH_ALLOW_LOOPBACK_FOR_TESTS", "true")
        .env("FETCH_RESPECT_ROBOTS", "false")
        .output()
        .expect("run cookbook extract");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let draft: Value = serde_json::from_slice(&output.stdout).expect("one JSON draft");
    assert_eq!(draft["recipe"]["name"], "Toast");
    assert_eq!(draft["source"]["url"], format!("{base}/toast"));
    assert!(
        std::fs::read_dir(data.path()).unwrap().next().is_none(),
        "no data folder was created"
    );

    let refused = Command::new(BIN)
        .args([
            "extract",
            "--url",
            "http://169.254.169.254/latest/meta-data/",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("may not be fetched"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

#[test]
fn a_saved_page_and_recipe_text_import_without_fetching() {
    let data = tempfile::tempdir().unwrap();
    let page = data.path().join("toast.html");
    std::fs::write(&page, PAGE).unwrap();
    // Nothing listens at the address: a draft proves nothing was fetched.
    let url = "https://walled.example/toast";
    let (ok, lines, stderr) = import(
        data.path(),
        &[
            "--html",
            page.to_str().unwrap(),
            "--url",
            url,
            "--user",
            "alice",
        ],
    );
    assert!(ok, "{stderr}");
    assert_eq!(lines[0]["status"], "ReviewReady", "{}", lines[0]);
    assert_eq!(lines[0]["payload"]["mode"], "Html");
    assert_eq!(lines[0]["result"]["draft"]["source"]["url"], url);
    assert_eq!(lines[0]["result"]["draft"]["recipe"]["name"], "Toast");

    let text = data.path().join("toast.txt");
    std::fs::write(
        &text,
        "Toast\n\nIngredients\n2 slices bread\n1 tbsp butter\n\nMethod\nToast the bread.\nButter it.\n",
    )
    .unwrap();
    let (ok, lines, stderr) = import(data.path(), &["--text", text.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let draft = &lines[0]["result"]["draft"];
    assert_eq!(draft["recipe"]["ingredients"][1]["text"], "1 tbsp butter");
    assert_eq!(draft["recipe"]["instructions"][1], "Butter it.");

    let (ok, lines, _) = import(data.path(), &["--html", page.to_str().unwrap()]);
    assert!(!ok, "the page names no address and none was given");
    assert_eq!(lines[0]["error"]["code"], "INVALID_PAYLOAD");
    assert_eq!(lines[0]["file"], page.to_str().unwrap());
}
