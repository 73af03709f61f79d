//! The store contract suite against the local adapter (SQLite + files) on a manual clock, plus
//! the local adapter's own promises: a durable queue and a folder several processes can share.

use std::sync::Arc;
use std::time::Duration;

use cookbook_domain::{Clock, ManualClock};
use cookbook_store::contract::{ARTIFACT_LIMITS, Harness, QUEUE_SETTINGS};
use cookbook_store::local::{self, LocalOptions};
use cookbook_store::{QueueName, Stores};
use jiff::{SignedDuration, Timestamp};
use tempfile::TempDir;

/// Local stores in a fresh folder, on a clock that moves only when the check lets time pass.
struct LocalHarness {
    stores: Stores,
    clock: Arc<ManualClock>,
    // Kept so the folder lives as long as the stores.
    folder: TempDir,
}

fn options(clock: &Arc<ManualClock>) -> LocalOptions {
    let mut options = LocalOptions::new(Arc::clone(clock) as Arc<dyn Clock>);
    options.queue_settings = QUEUE_SETTINGS;
    options.artifact_limits = ARTIFACT_LIMITS;
    options
}

async fn harness() -> LocalHarness {
    let folder = TempDir::new().expect("create a temporary data folder");
    let clock = Arc::new(ManualClock::new(Timestamp::now()));
    let stores = local::open(folder.path(), options(&clock)).expect("open the local stores");
    LocalHarness {
        stores,
        clock,
        folder,
    }
}

#[async_trait::async_trait]
impl Harness for LocalHarness {
    fn stores(&self) -> &Stores {
        &self.stores
    }

    async fn pass(&self, d: Duration) {
        let by = SignedDuration::try_from(d).expect("test durations fit a SignedDuration");
        self.clock.advance(by);
    }
}

cookbook_store::contract_tests!(harness());

fn bodies(messages: &[cookbook_store::QueueMessage]) -> Vec<&str> {
    let mut bodies: Vec<&str> = messages.iter().map(|m| m.body.as_str()).collect();
    bodies.sort();
    bodies
}

#[tokio::test]
async fn queued_messages_survive_closing_and_reopening_the_store() {
    let h = harness().await;
    let queue = QueueName::IngestFetch;
    h.stores.queue.send(queue, "waiting").await.unwrap();
    h.stores.queue.send(queue, "in flight").await.unwrap();
    let in_flight = h.stores.queue.receive(queue.into(), 1).await.unwrap();
    assert_eq!(bodies(&in_flight), ["waiting"], "delivered in send order");
    drop(h.stores);

    let reopened = local::open(h.folder.path(), options(&h.clock)).unwrap();
    let waiting = reopened.queue.receive(queue.into(), 10).await.unwrap();
    assert_eq!(
        bodies(&waiting),
        ["in flight"],
        "the unreceived message is still queued"
    );
    h.clock
        .advance(SignedDuration::try_from(QUEUE_SETTINGS.visibility_timeout).unwrap());
    let redelivered = reopened.queue.receive(queue.into(), 10).await.unwrap();
    assert_eq!(
        bodies(&redelivered),
        ["in flight", "waiting"],
        "nothing is lost on restart"
    );
    assert_eq!(
        redelivered.iter().map(|m| m.receive_count).max(),
        Some(2),
        "receive counts survive too"
    );
}

#[tokio::test]
async fn two_handles_on_one_folder_share_their_state() {
    let h = harness().await;
    let other = local::open(h.folder.path(), options(&h.clock)).expect("open the folder twice");
    h.stores
        .queue
        .send(QueueName::BatchImport, "from the CLI")
        .await
        .unwrap();
    let received = other
        .queue
        .receive(QueueName::BatchImport.into(), 10)
        .await
        .unwrap();
    assert_eq!(bodies(&received), ["from the CLI"]);
    assert!(
        h.stores
            .queue
            .receive(QueueName::BatchImport.into(), 10)
            .await
            .unwrap()
            .is_empty(),
        "a message received through one handle is hidden from the other"
    );
    other
        .queue
        .ack(QueueName::BatchImport.into(), &received[0].receipt)
        .await
        .unwrap();
    h.clock.advance(SignedDuration::from_secs(60));
    assert!(
        h.stores
            .queue
            .receive(QueueName::BatchImport.into(), 10)
            .await
            .unwrap()
            .is_empty()
    );
}
