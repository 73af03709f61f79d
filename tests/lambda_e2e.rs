//! The `api` Lambda end to end as it runs when deployed: the real binary under `cargo lambda
//! watch` (the Lambda runtime API emulator), invoked by `cargo lambda invoke` with API Gateway
//! HTTP API events from `fixtures/events/`, storing into DynamoDB on moto_server
//! (`AWS_ENDPOINT_URL`, started by `tests/run`).

use std::fs::File;
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use cookbook_domain::SystemClock;
use cookbook_store::aws::{self, AwsConfig, schema};
use cookbook_store::emulator;
use cookbook_store::{PageRequest, Stores};
use serde_json::Value;

/// How long the watcher may take to listen, and an invocation to answer.
const WATCH_READY_TIMEOUT: Duration = Duration::from_secs(60);
const INVOKE_TIMEOUT: Duration = Duration::from_secs(60);

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn cargo() -> Command {
    // `CARGO` is the cargo running this test, so the watcher builds with the same toolchain.
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(workspace_root());
    command
}

fn free_loopback_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind an ephemeral loopback port");
    listener.local_addr().expect("local address").port()
}

/// The environment a deployed function gets from the template, for the resources of `config`.
fn function_environment(config: &AwsConfig) -> Vec<(String, String)> {
    config
        .tables
        .by_spec()
        .into_iter()
        .map(|(spec, name)| (spec.env_var.to_owned(), name.to_owned()))
        .chain([(
            schema::ARTIFACT_BUCKET_ENV.to_owned(),
            config.bucket.clone(),
        )])
        .chain(
            config
                .queue_urls
                .iter()
                .map(|(queue, url)| (aws::queue_url_env(*queue), url.clone())),
        )
        .collect()
}

/// Builds `binary` with the features `cargo test --workspace` resolves (test targets selected),
/// so it reuses the test build instead of compiling the AWS SDK a second time with the
/// narrower feature set of `cargo build -p binary`; returns the binary's path.
fn build_as_tested(binary: &str) -> PathBuf {
    let output = cargo()
        .args([
            "build",
            "--locked",
            "--workspace",
            "--tests",
            "--bin",
            binary,
        ])
        .args(["--quiet", "--message-format", "json-render-diagnostics"])
        .stderr(Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("cannot start cargo build: {e}"));
    assert!(
        output.status.success(),
        "cargo build of {binary} failed ({})",
        output.status
    );
    // Cargo names every artifact it produced; take the executable of the bin target.
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact")
        .filter(|message| message["target"]["name"] == binary)
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .unwrap_or_else(|| panic!("cargo build reported no executable for {binary}"))
}

/// `cargo lambda watch` serving the Lambda runtime and invoke APIs, with one function binary
/// attached to it; both run in one process group, which dropping this kills, whichever way the
/// test ends.
struct LambdaWatch {
    watcher: Child,
    function: Option<Child>,
    port: u16,
    log_path: PathBuf,
    _log_dir: tempfile::TempDir,
}

impl LambdaWatch {
    fn start(function_name: &str, executable: &Path, environment: &[(String, String)]) -> Self {
        let log_dir = tempfile::tempdir().expect("temporary folder for the log");
        let log_path = log_dir.path().join("lambda.log");
        let port = free_loopback_port();
        let watcher = cargo()
            .args([
                "lambda",
                "watch",
                "--only-lambda-apis",
                "--invoke-address",
                "127.0.0.1",
            ])
            .args(["--invoke-port", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Self::log_sink(&log_path))
            .stderr(Self::log_sink(&log_path))
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot start `cargo lambda watch` (is cargo-lambda installed?): {e}")
            });
        let mut watch = Self {
            watcher,
            function: None,
            port,
            log_path,
            _log_dir: log_dir,
        };
        watch.wait_until_listening();

        // What `cargo lambda watch` would set for a function it starts itself; the runtime API
        // path names the function that `cargo lambda invoke NAME` reaches.
        let runtime_api = format!("http://127.0.0.1:{port}/.rt/{function_name}");
        let function = Command::new(executable)
            .envs(environment.iter().map(|(k, v)| (k, v)))
            .env("AWS_LAMBDA_RUNTIME_API", runtime_api)
            .env("AWS_LAMBDA_FUNCTION_NAME", function_name)
            .env("AWS_LAMBDA_FUNCTION_VERSION", "1")
            .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256")
            .stdin(Stdio::null())
            .stdout(Self::log_sink(&watch.log_path))
            .stderr(Self::log_sink(&watch.log_path))
            .process_group(watch.group_id())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", executable.display()));
        watch.function = Some(function);
        watch
    }

    /// An appending handle on the shared log, so the watcher's and the function's lines interleave.
    fn log_sink(path: &Path) -> File {
        File::options()
            .create(true)
            .append(true)
            .open(path)
            .expect("open the lambda log")
    }

    fn group_id(&self) -> i32 {
        // process_group(0) made the watcher the leader of a group numbered by its pid.
        i32::try_from(self.watcher.id()).expect("pid fits in i32")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log_path).unwrap_or_default()
    }

    /// Panics with the log when the watcher or the function has exited.
    fn assert_running(&mut self) {
        let processes = [Some(&mut self.watcher), self.function.as_mut()];
        for process in processes.into_iter().flatten() {
            if let Ok(Some(status)) = process.try_wait() {
                let log = std::fs::read_to_string(&self.log_path).unwrap_or_default();
                panic!("a lambda process exited ({status}):\n{log}");
            }
        }
    }

    fn wait_until_listening(&mut self) {
        let deadline = Instant::now() + WATCH_READY_TIMEOUT;
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            self.assert_running();
            assert!(
                Instant::now() < deadline,
                "`cargo lambda watch` is not listening on port {} after {WATCH_READY_TIMEOUT:?}:\n{}",
                self.port,
                self.log()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Invokes `function` with the event in `event_file` and returns Lambda's JSON response.
    fn invoke(&mut self, function: &str, event_file: &Path) -> Value {
        let mut invocation = cargo()
            .args([
                "lambda",
                "invoke",
                function,
                "--invoke-address",
                "127.0.0.1",
            ])
            .args([
                "--invoke-port",
                &self.port.to_string(),
                "--output-format",
                "json",
            ])
            .arg("--data-file")
            .arg(event_file)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start `cargo lambda invoke`: {e}"));
        let deadline = Instant::now() + INVOKE_TIMEOUT;
        while matches!(invocation.try_wait(), Ok(None)) {
            if Instant::now() >= deadline {
                let _ = invocation.kill();
                panic!(
                    "no answer to {} within {INVOKE_TIMEOUT:?}:\n{}",
                    event_file.display(),
                    self.log()
                );
            }
            self.assert_running();
            std::thread::sleep(Duration::from_millis(100));
        }
        let output = invocation
            .wait_with_output()
            .expect("collect the output of `cargo lambda invoke`");
        assert!(
            output.status.success(),
            "`cargo lambda invoke` with {} failed ({}):\n{}\nlambda log:\n{}",
            event_file.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr),
            self.log()
        );
        serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
            panic!(
                "the invocation did not answer JSON ({e}): {}",
                String::from_utf8_lossy(&output.stdout)
            )
        })
    }
}

impl Drop for LambdaWatch {
    fn drop(&mut self) {
        let group = format!("-{}", self.group_id());
        let signal_group = |signal: &str| {
            // `--` keeps "-pgid" an operand: the whole group, not an option.
            let _ = Command::new("kill")
                .args([signal, "--", &group])
                .stderr(Stdio::null())
                .status();
        };
        signal_group("-TERM");
        let deadline = Instant::now() + Duration::from_secs(5);
        while matches!(self.watcher.try_wait(), Ok(None)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(100));
        }
        // Whatever ignored TERM (or was started by the watcher) goes now.
        signal_group("-KILL");
        let processes = [Some(&mut self.watcher), self.function.as_mut()];
        for process in processes.into_iter().flatten() {
            let _ = process.wait();
        }
    }
}

/// The HTTP status and the parsed JSON body of an API Gateway v2 Lambda response.
fn http_response(response: &Value) -> (u64, Value) {
    let status = response["statusCode"]
        .as_u64()
        .unwrap_or_else(|| panic!("no statusCode in {response}"));
    let body = response["body"]
        .as_str()
        .unwrap_or_else(|| panic!("no string body in {response}"));
    let body =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("body is not JSON ({e}): {body}"));
    (status, body)
}

fn event(name: &str) -> PathBuf {
    workspace_root().join("fixtures/events").join(name)
}

#[tokio::test(flavor = "multi_thread")]
async fn api_lambda_creates_recipes_through_cargo_lambda() {
    let sdk = emulator::sdk().await;
    let config = emulator::bootstrapped(&sdk, &emulator::random_prefix()).await;
    let stores: Stores = aws::connect_with(&sdk, config.clone(), Arc::new(SystemClock));

    let executable = build_as_tested("api");
    let mut watch = LambdaWatch::start("api", &executable, &function_environment(&config));

    let created = watch.invoke("api", &event("apigw-v2-post-recipe.json"));
    let (status, recipe) = http_response(&created);
    assert_eq!(status, 201, "POST /api/recipes answered {created}");
    assert_eq!(
        recipe["owner"], "alice",
        "owner comes from the JWT claim sub: {recipe}"
    );
    assert_eq!(recipe["version"], 1, "a new recipe is version 1: {recipe}");
    assert_eq!(recipe["name"], "Tomato Soup", "{recipe}");
    let id = recipe["id"]
        .as_str()
        .filter(|id| !id.is_empty())
        .unwrap_or_else(|| panic!("the created recipe has no id: {recipe}"));

    let stored = stores
        .recipes
        .get(id)
        .await
        .expect("read the recipe back from DynamoDB")
        .unwrap_or_else(|| panic!("recipe {id} was answered but not stored"));
    assert_eq!(stored.owner.as_deref(), Some("alice"));
    assert_eq!(stored.version, Some(1));
    assert_eq!(stored.name, "Tomato Soup");

    let rejected = watch.invoke("api", &event("apigw-v2-post-recipe-bad-json.json"));
    let (status, error) = http_response(&rejected);
    assert_eq!(status, 400, "a malformed body answered {rejected}");
    assert_eq!(error["code"], "INVALID_JSON", "{error}");
    assert!(
        error["message"].is_string(),
        "error body without message: {error}"
    );

    let alice_recipes = stores
        .recipes
        .list_by_owner("alice", &Default::default(), &PageRequest::first(10))
        .await
        .expect("list alice's recipes");
    assert_eq!(
        alice_recipes.items.len(),
        1,
        "the malformed request must write nothing: {:?}",
        alice_recipes.items
    );
}
