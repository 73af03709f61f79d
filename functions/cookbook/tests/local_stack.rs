//! The local stack end to end: the real `cookbook` binary serving real HTTP on loopback, seeded,
//! with queue workers, stopped with Ctrl-C (SIGINT) without losing queued work.

use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use cookbook_domain::ManualClock;
use cookbook_store::QueueName;
use cookbook_store::local::{self, LocalOptions};
use jiff::{SignedDuration, Timestamp};
use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_cookbook");

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn token(data: &Path, user: &str) -> String {
    let output = Command::new(BIN)
        .arg("--data")
        .arg(data)
        .args(["token", "--user", user])
        .output()
        .expect("run token");
    assert!(
        output.status.success(),
        "token failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .expect("utf-8")
        .lines()
        .last()
        .expect("a token line")
        .to_owned()
}

/// The server process; killed if a test fails before stopping it.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

async fn start(data: &Path, port: u16) -> Server {
    let child = Command::new(BIN)
        .arg("--data")
        .arg(data)
        .args(["serve", "--port", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start cookbook serve");
    let server = Server(child);
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Ok(response) = reqwest::get(format!("http://127.0.0.1:{port}/health")).await {
            assert_eq!(response.status(), 200);
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("cookbook serve did not answer /health within 60 s");
}

#[tokio::test]
async fn serve_seeds_serves_and_stops_on_ctrl_c_without_losing_messages() {
    let data = tempfile::tempdir().unwrap();
    let alice = token(data.path(), "alice");
    let port = free_port();
    let mut server = start(data.path(), port).await;
    let api = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();

    // The core catalog is there on first start.
    let core: Value = client
        .get(format!("{api}/api/recipes?scope=core&limit=100"))
        .bearer_auth(&alice)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(core["items"].as_array().unwrap().len(), 100);
    assert!(core["next"].is_string());

    // Recipe CRUD over real HTTP with a token from `cookbook token`.
    let created = client
        .post(format!("{api}/api/recipes"))
        .bearer_auth(&alice)
        .json(&json!({"name": "Tomato Soup", "ingredients": [{"text": "4 ripe tomatoes"}]}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let recipe: Value = created.json().await.unwrap();
    assert_eq!(recipe["owner"], "alice");
    let unauthenticated = client
        .get(format!("{api}/api/recipes"))
        .send()
        .await
        .unwrap();
    assert_eq!(unauthenticated.status(), 401);

    // A message whose consumer is not built yet is received, fails, and is not acked.
    let second_handle = local::open(
        data.path(),
        LocalOptions::new(Arc::new(cookbook_domain::SystemClock)),
    )
    .unwrap();
    let body = r#"{"taskId":"t-local-stack","phase":"Ingest.Fetch","attempt":1}"#;
    second_handle
        .queue
        .send(QueueName::IngestFetch, body)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_secs(2)).await;

    let stopped = Command::new("kill")
        .args(["-INT", &server.0.id().to_string()])
        .status()
        .unwrap();
    assert!(stopped.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = server.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "serve did not stop within 30 s of Ctrl-C"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(status.success(), "serve exited with {status}");

    // After the stop, the message is still queued and comes back once its visibility lapses.
    let later = Arc::new(ManualClock::new(
        Timestamp::now() + SignedDuration::from_hours(1),
    ));
    let reopened = local::open(data.path(), LocalOptions::new(later)).unwrap();
    let messages = reopened
        .queue
        .receive(QueueName::IngestFetch.into(), 10)
        .await
        .unwrap();
    let ours: Vec<_> = messages.iter().filter(|m| m.body == body).collect();
    assert_eq!(ours.len(), 1, "the message survived the stop");
    assert!(
        ours[0].receive_count >= 2,
        "the server received it before: {}",
        ours[0].receive_count
    );
}
