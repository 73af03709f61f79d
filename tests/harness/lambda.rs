//! cargo-lambda's runtime emulator (`cargo lambda watch --only-lambda-apis`) with the real
//! function binaries attached as processes of their own, one sandbox per function: invocations
//! of a function run one at a time, a crashed or timed-out process is replaced by a fresh one
//! (a cold start) as Lambda does, and every process lives in the emulator's process group, which
//! dropping the [`Emulator`] (or [`stop_group`] at exit, for a shared one) ends whichever way the
//! tests end.

use std::fs::File;
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::build::cargo;

/// How long the emulator may take to listen.
const READY_TIMEOUT: Duration = Duration::from_secs(60);
/// How often a waiting invocation looks whether its process is still alive.
const LIVENESS_POLL: Duration = Duration::from_millis(100);
/// Added to the timeout of a fresh process's first invocation: Lambda does not count the cold
/// start (which for `api` and `chat` includes seeding the catalog) against the function's time.
const COLD_START_ALLOWANCE: Duration = Duration::from_secs(60);

pub fn free_loopback_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind an ephemeral loopback port");
    listener.local_addr().expect("local address").port()
}

/// An appending handle on a log shared by several processes, so their lines interleave.
fn log_sink(path: &Path) -> File {
    File::options()
        .create(true)
        .append(true)
        .open(path)
        .expect("open the lambda log")
}

/// The emulator process, leader of the process group every function joins.
pub struct Emulator {
    watcher: Mutex<Child>,
    pub port: u16,
    log_path: PathBuf,
}

impl Emulator {
    /// Starts the emulator for the functions named `functions`; it and every function write to
    /// `log_path`, emptied first (tests pass a file in their `CARGO_TARGET_TMPDIR`, where it
    /// stays for reading after a failure).
    pub fn start(log_path: &Path, functions: &[&str]) -> Self {
        super::build::ensure_cargo_lambda();
        std::fs::write(log_path, "")
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", log_path.display()));
        let manifest = function_manifest(&log_path.with_extension("functions"), functions);
        let log_path = log_path.to_owned();
        let port = free_loopback_port();
        let watcher = cargo()
            .args(["lambda", "watch", "--only-lambda-apis", "--manifest-path"])
            .arg(&manifest)
            .args(["--invoke-address", "127.0.0.1", "--invoke-port"])
            .arg(port.to_string())
            .stdin(Stdio::null())
            .stdout(log_sink(&log_path))
            .stderr(log_sink(&log_path))
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start `cargo lambda watch`: {e}"));
        let emulator = Self {
            watcher: Mutex::new(watcher),
            port,
            log_path,
        };
        emulator.wait_until_listening();
        emulator
    }

    /// process_group(0) made the watcher the leader of a group numbered by its pid.
    pub fn group_id(&self) -> i32 {
        let pid = self.watcher.lock().expect("watcher lock").id();
        i32::try_from(pid).expect("pid fits in i32")
    }

    /// The runtime API base a function named `name` polls (what `cargo lambda watch` would set).
    pub fn runtime_api(&self, name: &str) -> String {
        format!("http://127.0.0.1:{}/.rt/{name}", self.port)
    }

    pub fn invoke_url(&self, name: &str) -> String {
        format!(
            "http://127.0.0.1:{}/2015-03-31/functions/{name}/invocations",
            self.port
        )
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log_path).unwrap_or_default()
    }

    pub fn log_path(&self) -> &Path {
        &self.log_path
    }

    fn wait_until_listening(&self) {
        let deadline = Instant::now() + READY_TIMEOUT;
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            if let Ok(Some(status)) = self.watcher.lock().expect("watcher lock").try_wait() {
                panic!("`cargo lambda watch` exited ({status}):\n{}", self.log());
            }
            assert!(
                Instant::now() < deadline,
                "`cargo lambda watch` is not listening on port {} after {READY_TIMEOUT:?}:\n{}",
                self.port,
                self.log()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Emulator {
    /// Ends the emulator and every function process, whichever way the test ends.
    fn drop(&mut self) {
        stop_group(self.group_id());
        let _ = self.watcher.lock().expect("watcher lock").wait();
    }
}

/// The emulator only answers for functions named like a binary of its Cargo manifest, while
/// every deployed function runs the one bootstrap under a name of its own: a stub manifest in
/// `dir` (never built: `--only-lambda-apis`) names them all.
fn function_manifest(dir: &Path, functions: &[&str]) -> PathBuf {
    std::fs::create_dir_all(dir.join("src"))
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    let mut manifest =
        "[workspace]\n\n[package]\nname = \"emulated-functions\"\nversion = \"0.0.0\"\nedition = \"2024\"\n"
            .to_owned();
    for name in functions {
        manifest.push_str(&format!(
            "\n[[bin]]\nname = \"{name}\"\npath = \"src/main.rs\"\n"
        ));
    }
    let path = dir.join("Cargo.toml");
    std::fs::write(dir.join("src/main.rs"), "fn main() {}\n")
        .and_then(|()| std::fs::write(&path, manifest))
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    path
}

/// TERM, a moment, then KILL to a whole process group.
pub fn stop_group(group: i32) {
    let signal_group = |signal: &str| {
        // `--` keeps "-pgid" an operand: the whole group, not an option.
        let _ = Command::new("kill")
            .args([signal, "--", &format!("-{group}")])
            .stderr(Stdio::null())
            .status();
    };
    signal_group("-TERM");
    std::thread::sleep(Duration::from_millis(300));
    signal_group("-KILL");
}

/// How an invocation ended.
#[derive(Debug)]
pub enum Invocation {
    /// The handler returned this response.
    Answered(Value),
    /// The handler returned an error (the runtime posted it to `/error`).
    Errored(String),
    /// The process died before answering; a fresh one was started.
    Crashed,
    /// No answer within the function's timeout; the process was replaced.
    TimedOut,
}

/// What starts one function's process.
pub struct Launch {
    pub name: String,
    pub executable: PathBuf,
    pub environment: Vec<(String, String)>,
    /// `AWS_LAMBDA_RUNTIME_API` (the emulator, or a proxy in front of it).
    pub runtime_api: String,
    pub group: i32,
    pub log_path: PathBuf,
}

impl Launch {
    fn spawn(&self) -> Child {
        Command::new(&self.executable)
            .env_clear()
            .envs(self.environment.iter().map(|(k, v)| (k, v)))
            .env("AWS_LAMBDA_RUNTIME_API", &self.runtime_api)
            .env("AWS_LAMBDA_FUNCTION_NAME", &self.name)
            .env("AWS_LAMBDA_FUNCTION_VERSION", "1")
            .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256")
            .stdin(Stdio::null())
            .stdout(log_sink(&self.log_path))
            .stderr(log_sink(&self.log_path))
            .process_group(self.group)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", self.executable.display()))
    }
}

/// One function's sandbox: its current process, replaced when it dies.
pub struct Sandbox {
    launch: Launch,
    /// Held for a whole invocation: a sandbox handles one at a time.
    process: tokio::sync::Mutex<Child>,
    pid: AtomicU32,
    starts: AtomicU32,
    /// Whether the current process has answered an invocation (its cold start is behind it).
    warm: AtomicBool,
}

impl Sandbox {
    pub fn start(launch: Launch) -> Self {
        let child = launch.spawn();
        Self {
            pid: AtomicU32::new(child.id()),
            starts: AtomicU32::new(1),
            warm: AtomicBool::new(false),
            process: tokio::sync::Mutex::new(child),
            launch,
        }
    }

    pub fn name(&self) -> &str {
        &self.launch.name
    }

    /// How many processes this sandbox has started (1 + replacements).
    pub fn starts(&self) -> u32 {
        self.starts.load(Ordering::SeqCst)
    }

    /// How the current process ended, if it has (and no invocation is using it).
    pub fn exit_status(&self) -> Option<std::process::ExitStatus> {
        self.process.try_lock().ok()?.try_wait().ok()?
    }

    /// SIGKILL to the current process, as a crash or an out-of-memory kill would end it.
    pub fn kill(&self) {
        let pid = self.pid.load(Ordering::SeqCst).to_string();
        let _ = Command::new("kill").args(["-KILL", &pid]).status();
    }

    fn replace(&self, process: &mut Child) {
        let _ = process.kill();
        let _ = process.wait();
        *process = self.launch.spawn();
        self.pid.store(process.id(), Ordering::SeqCst);
        self.starts.fetch_add(1, Ordering::SeqCst);
        self.warm.store(false, Ordering::SeqCst);
    }

    /// Invokes the function through the emulator with `event` and waits at most `timeout`.
    pub async fn invoke(
        &self,
        client: &reqwest::Client,
        invoke_url: &str,
        event: &Value,
        timeout: Duration,
    ) -> Invocation {
        let mut process = self.process.lock().await;
        if matches!(process.try_wait(), Ok(Some(_))) {
            self.replace(&mut process);
        }
        let request = client.post(invoke_url).json(event).send();
        tokio::pin!(request);
        let allowance = if self.warm.load(Ordering::SeqCst) {
            Duration::ZERO
        } else {
            COLD_START_ALLOWANCE
        };
        let deadline = tokio::time::Instant::now() + timeout + allowance;
        loop {
            tokio::select! {
                response = &mut request => {
                    let response = response.unwrap_or_else(|e| panic!("invoking {}: {e}", self.name()));
                    let status = response.status();
                    let body = response.text().await.unwrap_or_default();
                    self.warm.store(true, Ordering::SeqCst);
                    return if status.is_success() {
                        Invocation::Answered(serde_json::from_str(&body).unwrap_or_else(|e| {
                            panic!("{} answered no JSON ({e}): {body}", self.name())
                        }))
                    } else {
                        Invocation::Errored(body)
                    };
                }
                () = tokio::time::sleep(LIVENESS_POLL) => {
                    if matches!(process.try_wait(), Ok(Some(_))) {
                        self.replace(&mut process);
                        return Invocation::Crashed;
                    }
                    if tokio::time::Instant::now() >= deadline {
                        self.replace(&mut process);
                        return Invocation::TimedOut;
                    }
                }
            }
        }
    }
}
