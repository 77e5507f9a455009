// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title The operator's verifying paymaster (ERC-4337, EntryPoint v0.8)
/// @notice Pays for a UserOperation when the operator's off-chain signer agreed to: the paymaster
/// service (wallet-modal/server, `createPaymasterServer`) checks its policy, then signs. The
/// operation's `paymasterAndData` is
///   paymaster (20 bytes) | paymasterVerificationGasLimit (16) | paymasterPostOpGasLimit (16)
///   | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (65)
/// and the signature is an EIP-191 personal signature of {getHash}: every UserOperation field
/// except the account's signature (the paymaster part only by its two gas limits, since the rest
/// is the window and this signature), bound to the chain, this contract and the window.
/// A wrong signature is not a revert: validation answers SIG_VALIDATION_FAILED, so a bundler can
/// estimate gas with a stub signature of the right length. No postOp (the context is empty) and
/// no storage read in validation (the signer is immutable), so no stake is needed.
contract VerifyingPaymaster is BasePaymaster {
    /// The signer whose signature the paymaster accepts (the service's key).
    address public immutable verifyingSigner;

    /// Where the validity window starts in paymasterAndData.
    uint256 private constant WINDOW_OFFSET = PAYMASTER_DATA_OFFSET;
    /// Where the signature starts in paymasterAndData.
    uint256 private constant SIGNATURE_OFFSET = WINDOW_OFFSET + 64;

    /// @param anEntryPoint The EntryPoint v0.8 this paymaster serves.
    /// @param aVerifyingSigner The key that signs sponsorships.
    /// @param anOwner Who may withdraw the deposit and manage the stake (the CREATE2 deployer
    /// would otherwise own it).
    constructor(IEntryPoint anEntryPoint, address aVerifyingSigner, address anOwner) BasePaymaster(anEntryPoint) {
        require(aVerifyingSigner != address(0), "VerifyingPaymaster: no signer");
        verifyingSigner = aVerifyingSigner;
        _transferOwnership(anOwner);
    }

    /// @notice The hash the signer signs (as an EIP-191 personal message) to sponsor `userOp`
    /// between `validAfter` and `validUntil` (seconds since the epoch; 0 for no end).
    function getHash(
        PackedUserOperation calldata userOp,
        uint48 validUntil,
        uint48 validAfter
    ) public view returns (bytes32) {
        bytes32 paymasterGasLimits = bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]);
        return
            keccak256(
                abi.encode(
                    userOp.sender,
                    userOp.nonce,
                    keccak256(userOp.initCode),
                    keccak256(userOp.callData),
                    userOp.accountGasLimits,
                    paymasterGasLimits,
                    userOp.preVerificationGas,
                    userOp.gasFees,
                    block.chainid,
                    address(this),
                    validUntil,
                    validAfter
                )
            );
    }

    /// @notice Splits a paymasterAndData into its validity window and signature.
    function parsePaymasterAndData(
        bytes calldata paymasterAndData
    ) public pure returns (uint48 validUntil, uint48 validAfter, bytes calldata signature) {
        require(paymasterAndData.length >= SIGNATURE_OFFSET, "VerifyingPaymaster: no validity window");
        (validUntil, validAfter) = abi.decode(paymasterAndData[WINDOW_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    /// @inheritdoc BasePaymaster
    function _validatePaymasterUserOp(
        PackedUserOperation calldata userOp,
        bytes32,
        uint256
    ) internal view override returns (bytes memory context, uint256 validationData) {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        require(signature.length == 65, "VerifyingPaymaster: signature is not 65 bytes");
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecoverCalldata(digest, signature);
        bool signed = error == ECDSA.RecoverError.NoError && recovered == verifyingSigner;
        return ("", _packValidationData(!signed, validUntil, validAfter));
    }
}
